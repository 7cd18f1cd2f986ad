import { resolve } from 'node:path';
import { z } from 'zod';

const postgresUrl = z.string().refine((value) => /^postgres(ql)?:\/\/.+/.test(value) && URL.canParse(value), {
  message: 'must be a postgres:// or postgresql:// URL, e.g. postgres://user@127.0.0.1:5432/forja',
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).default('./apps/web/dist'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute path of the folder that holds the embedded database and uploads. */
  dataDir: string;
  /** PostgreSQL connection string; absent means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  logLevel: string;
  /** Absolute path of the built SPA (index.html and assets/). */
  webDist: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration once from environment variables; a wrong value names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    webDist: resolve(values.WEB_DIST),
  };
}
