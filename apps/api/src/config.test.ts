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
    [{ DNS_SERVERS: 'dns.google' }, 'DNS_SERVERS'],
    [{ DNS_SERVERS: '1.1.1.1,' }, 'DNS_SERVERS'],
    [{ EMAIL_CHECKS: 'dns,smtp' }, 'EMAIL_CHECKS'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ RATE_LIMIT_SCALE: '0' }, 'RATE_LIMIT_SCALE'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '*' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.example.mx' }, 'TRUST_PROXY'],
  ])('names the bad variable in %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name}:`));
  });

  it('reads DNS servers and e-mail checks', () => {
    const config = loadConfig({ DNS_SERVERS: '1.1.1.1,127.0.0.1:5353,[::1]:53', EMAIL_CHECKS: 'dns,spf' });
    expect(config.dnsServers).toEqual(['1.1.1.1', '127.0.0.1:5353', '[::1]:53']);
    expect(config.emailChecks).toEqual({ disposable: false, dns: true, spf: true, dmarc: false });
  });

  it('refuses to run in production on local defaults, naming what is missing', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SMTP_URL, AUTH_SECRET, APP_URL must be set/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.mx:587',
      AUTH_SECRET: 'x'.repeat(40),
      APP_URL: 'https://app.forja.mx',
    });
    expect(config.emailChecks).toEqual({ disposable: true, dns: true, spf: true, dmarc: true });
  });

  it('trusts no proxy by default, and only the configured addresses and ranges otherwise', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('accepts a PostgreSQL URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/forja' }).databaseUrl).toBe(
      'postgresql://postgres@127.0.0.1:5432/forja',
    );
  });
});
