import { ConfigError, loadConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { DatabaseStartError } from './db/database-start-error';

// The configuration is checked before anything else is loaded, and the database reached before the app's
// modules are: a wrong or missing setting exits within a second, not after the whole server has loaded.

async function main(): Promise<void> {
  const config = loadConfig();
  const { migrateDatabase, openDatabase } = await import('./db/database');
  const database: DatabaseHandle = await openDatabase(config);
  await migrateDatabase(database);
  const [{ buildApp }, { logOptions }] = await Promise.all([import('./app'), import('./http/log-options')]);
  const pretty = process.stdout.isTTY && config.env !== 'production';
  const app = await buildApp(config, { database, logger: logOptions(config.logLevel, pretty) });

  /**
   * On SIGTERM or SIGINT: readiness answers 503 `shutting_down` (the load balancer stops sending), the server
   * stops accepting connections, requests in flight finish, the job worker stops after the job under way (an
   * onClose hook), then the database closes and the process exits 0. Past SHUTDOWN_GRACE_MS, or on a second
   * signal, it exits 1 at once, whatever is still running.
   */
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} received again: exiting now`);
      process.exit(1);
    }
    closing = true;
    app.drain.draining = true;
    app.log.info(`${signal} received: finishing the requests in flight and the job under way, then exiting`);
    const timer = setTimeout(() => {
      app.log.error(
        `still busy ${config.shutdownGraceMs} ms after ${signal} (SHUTDOWN_GRACE_MS): exiting now`,
      );
      process.exit(1);
    }, config.shutdownGraceMs);
    timer.unref();
    try {
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'could not close cleanly');
      process.exit(1);
    }
    app.log.info('closed');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  app.log.info({ port }, `Forja is ready on http://localhost:${port} (database: ${where})`);
  if (app.mailer.kind === 'outbox') {
    app.log.info(
      `No SMTP_URL: e-mails are kept in the dev outbox. Read them at http://localhost:${port}/dev/mailbox`,
    );
  }
}

main().catch((error: unknown) => {
  // A wrong or missing setting is told in one line.
  if (error instanceof ConfigError || error instanceof DatabaseStartError) {
    console.error(`forja: ${error.message}`);
  } else if ((error as NodeJS.ErrnoException)?.code === 'EADDRINUSE') {
    console.error(`forja: the port is already in use: set PORT to another one.`);
  } else {
    console.error('forja: failed to start:', error);
  }
  process.exit(1);
});
