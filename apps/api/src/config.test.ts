import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults that run Forja locally on an embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      env: 'development',
      databaseUrl: undefined,
      logLevel: 'info',
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://root@localhost/forja' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
  ])('names the bad variable in %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name}:`));
  });

  it('accepts a PostgreSQL URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/forja' }).databaseUrl).toBe(
      'postgresql://postgres@127.0.0.1:5432/forja',
    );
  });
});
