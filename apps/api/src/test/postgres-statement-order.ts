/**
 * The PostgreSQL run's guard: a statement sent on a connection that is still running another (a
 * `Promise.all` over one transaction's statements) fails the run. node-postgres queues it and warns once per
 * process that pg 9 will not; a transaction is one connection, so its statements go one after the other.
 * The warning is turned into an uncaught error, which Vitest reports against the file that was running.
 */
const holder = globalThis as typeof globalThis & { __forjaStatementOrderGuard?: true };

if (!holder.__forjaStatementOrderGuard) {
  holder.__forjaStatementOrderGuard = true;
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query')) {
      throw new Error(
        'Two statements at once on one PostgreSQL connection (a Promise.all inside a transaction?): ' +
          'run them one after the other.',
        { cause: warning },
      );
    }
  });
}
