import { ConfigError, loadConfig } from './config';
import { DatabaseStartError, migrateDatabase, openDatabase, type DatabaseHandle } from './db/database';
import { buildApp } from './app';
import { logOptions } from './http/log-options';

async function main(): Promise<void> {
  const config = loadConfig();
  const database: DatabaseHandle = await openDatabase(config);
  await migrateDatabase(database);
  const pretty = process.stdout.isTTY && config.env !== 'production';
  const app = await buildApp(config, { database, logger: logOptions(config.logLevel, pretty) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(`Forja is ready on http://localhost:${config.port} (database: ${where})`);
  if (app.mailer.kind === 'outbox') {
    app.log.info(
      `No SMTP_URL: e-mails are kept in the dev outbox. Read them at http://localhost:${config.port}/dev/mailbox`,
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseStartError) {
    console.error(`forja: ${error.message}`);
  } else if ((error as NodeJS.ErrnoException)?.code === 'EADDRINUSE') {
    console.error(`forja: the port is already in use: set PORT to another one.`);
  } else {
    console.error('forja: failed to start:', error);
  }
  process.exit(1);
});
