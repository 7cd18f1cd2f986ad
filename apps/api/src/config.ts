import { join, resolve } from 'node:path';
import { isIP } from 'node:net';
import { z } from 'zod';
import { DOCUMENT_REVIEW_DIGEST_QUIET_MS } from './modules/notifications/document-review-digest';

/** 1.1.1.1, 1.1.1.1:53, ::1, [::1]:53 */
function isDnsServer(entry: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry);
  if (bracketed) return isIP(bracketed[1] ?? '') === 6;
  if (isIP(entry) !== 0) return true;
  const [host, port, ...rest] = entry.split(':');
  return rest.length === 0 && isIP(host ?? '') === 4 && /^\d{1,5}$/.test(port ?? '');
}

/** A proxy whose X-Forwarded-For is believed: an IP address, a CIDR range, or loopback/linklocal/uniquelocal. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

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
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  AUTH_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, { message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Forja <hola@forja.localhost>'),
  CATALOGUE_FILE: z.string().min(1).optional(),
  RATE_LIMIT_SCALE: z.coerce.number().min(1).max(10_000).default(1),
  ACCOUNT_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  DATA_EXPORT_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  ANALYTICS_PROVIDER: z.enum(['local', 'posthog', 'off']).default('local'),
  POSTHOG_KEY: z.string().min(1).optional(),
  POSTHOG_HOST: z.url({ protocol: /^https?$/ }).optional(),
  CUSTOMER_CHAT_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
  CUSTOMER_CHAT_TOKEN: z.string().min(1).max(200).optional(),
  TRUST_PROXY: z
    .string()
    .refine((value) => value.split(',').every((entry) => isProxyAddress(entry.trim())), {
      message:
        'must be a comma list of proxy IP addresses or CIDR ranges (10.0.0.5, 10.0.0.0/8, ::1) or loopback, linklocal, uniquelocal',
    })
    .optional(),
  ADMIN_EMAILS: z
    .string()
    .refine((value) => value.split(',').every((entry) => z.email().safeParse(entry.trim()).success), {
      message: 'must be a comma list of e-mail addresses',
    })
    .optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  EMAIL_CHECKS: z
    .string()
    .regex(/^(none|(disposable|dns|spf|dmarc)(,(disposable|dns|spf|dmarc))*)$/, {
      message: 'must be "none" or a comma list of disposable, dns, spf, dmarc',
    })
    .optional(),
  DNS_SERVERS: z
    .string()
    .refine((value) => value.split(',').every(isDnsServer), {
      message:
        'must be a comma list of IP addresses, each with an optional port (1.1.1.1, 127.0.0.1:5353, [::1]:53)',
    })
    .optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, {
      message: 'must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)',
    })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, { message: 'must be a Stripe webhook secret (whsec_…)' })
    .optional(),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  RATES_PROVIDER: z.enum(['fixed', 'frankfurter']).default('fixed'),
  RATES_FIXED_MXN_PER_USD: z.coerce.number().positive().max(1000).default(17.5),
  RATES_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.frankfurter.dev/v1'),
  IDENTITY_PROVIDER: z.enum(['sandbox', 'metamap']).optional(),
  IDENTITY_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  METAMAP_CLIENT_ID: z.string().min(1).optional(),
  METAMAP_CLIENT_SECRET: z.string().min(1).optional(),
  METAMAP_FLOW_ID: z.string().min(1).optional(),
  METAMAP_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.prod.metamap.com'),
  SIGNATURE_PROVIDER: z.enum(['sandbox', 'documenso']).optional(),
  SIGNATURE_SANDBOX_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  DOCUMENSO_API_URL: z.url({ protocol: /^https?$/ }).default('https://app.documenso.com'),
  DOCUMENSO_API_KEY: z.string().min(1).optional(),
  DOCUMENSO_WEBHOOK_SECRET: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  SMS_PROVIDER: z.enum(['sandbox', 'twilio']).optional(),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
  INVOICING_PROVIDER: z.enum(['sandbox', 'facturapi']).optional(),
  FACTURAPI_KEY: z
    .string()
    .regex(/^sk_(test|live)_\S+$/, { message: 'must be a Facturapi secret key (sk_test_… or sk_live_…)' })
    .optional(),
  FACTURAPI_API_URL: z.url({ protocol: /^https?$/ }).default('https://www.facturapi.io'),
  // SAT's public test taxpayer: a sandbox CFDI is never issued in a real company's name by accident.
  INVOICING_ISSUER_RFC: z
    .string()
    .regex(/^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/, { message: 'must be an RFC in capitals (12 or 13 characters)' })
    .default('EKU9003173C9'),
  INVOICING_ISSUER_NAME: z.string().trim().min(1).max(300).default('ESCUELA KEMPER URGATE'),
  // Forja's own company, named apoderado in the articles of a company that hires Forja as its legal
  // representative. By default SAT's public test taxpayer, as the sandbox's CFDIs: never a real company by accident.
  FORJA_RFC: z
    .string()
    .regex(/^[A-ZÑ&]{3}\d{6}[A-Z0-9]{3}$/, {
      message: 'must be the RFC of a company (12 characters, in capitals)',
    })
    .default('EKU9003173C9'),
  FORJA_LEGAL_NAME: z.string().trim().min(1).max(300).default('ESCUELA KEMPER URGATE'),
  INVOICING_ISSUER_TAX_REGIME: z
    .string()
    .regex(/^\d{3}$/, { message: 'must be a SAT tax regime code, e.g. 601' })
    .default('601'),
  INVOICING_ISSUER_POSTAL_CODE: z
    .string()
    .regex(/^\d{5}$/, { message: 'must be a 5-digit postal code' })
    .default('42501'),
  STORAGE_URL: z
    .string()
    .refine(
      (value) => /^(file:.+|s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9/_.-]*)?)$/.test(value),
      {
        message: 'must be file:<folder> or s3://<bucket>[/<prefix>], e.g. s3://forja-uploads/production',
      },
    )
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:\/\/.+/.test(value) && URL.canParse(value), {
      message: 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379',
    })
    .optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(300),
  REVIEW_DIGEST_QUIET_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(DOCUMENT_REVIEW_DIGEST_QUIET_MS / 1000),
});

/** Where uploaded files live: a folder (the default, under DATA_DIR) or an S3-compatible bucket. */
export type StorageConfig =
  | { provider: 'local'; root: string }
  | {
      provider: 's3';
      bucket: string;
      /** Keys are stored under this prefix ('' or ending in '/'). */
      prefix: string;
      /** Another S3-compatible service (MinIO, R2, a test server); AWS itself when unset. */
      endpoint: string | undefined;
      region: string;
      /** Both or neither; neither means the AWS SDK's own chain (environment, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

function storageConfig(values: z.infer<typeof envSchema>, dataDir: string): StorageConfig {
  const url = values.STORAGE_URL;
  if (!url?.startsWith('s3://')) {
    return { provider: 'local', root: url ? resolve(url.slice('file:'.length)) : join(dataDir, 'uploads') };
  }
  const [bucket = '', ...rest] = url.slice('s3://'.length).split('/');
  const prefix = rest.join('/').replace(/^\/+|\/+$/g, '');
  return {
    provider: 's3',
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    endpoint: values.S3_ENDPOINT?.replace(/\/$/, ''),
    region: values.S3_REGION,
    credentials:
      values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: values.S3_FORCE_PATH_STYLE
      ? values.S3_FORCE_PATH_STYLE === 'true'
      : values.S3_ENDPOINT !== undefined,
  };
}

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
  /** Public address of the web app, for links in e-mails. */
  appUrl: string;
  /** Forja's company: the apoderado the articles name when a company hires Forja as its legal representative. */
  forja: { legal_name: string; rfc: string };
  /** Secret that signs access tokens; unset means one kept in the data dir (local mode only). */
  authSecret: string | undefined;
  /** SMTP server for outgoing mail; unset means the dev outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** JSON file with the catalogue (types, packages, prices); unset uses the built-in one. */
  catalogueFile: string | undefined;
  /** Multiplies every rate limit (browser journeys and load tests from one address). */
  rateLimitScale: number;
  /** Days a cancelled account stays blocked before everything not kept by law is erased. */
  accountRetentionDays: number;
  /** Hours a ready "my data" zip can be downloaded before it is removed. */
  dataExportTtlHours: number;
  /** Where consented usage analytics go: Forja's own API (local), PostHog, or nowhere. */
  analytics: { provider: 'local' } | { provider: 'posthog'; key: string; host: string } | { provider: 'off' };
  /** A customer chat widget's script (e.g. a self-hosted Chatwoot) and its website token; null when unset. */
  customerChat: { scriptUrl: string; token: string | null } | null;
  /** Proxies whose X-Forwarded-For gives the client's address; empty: the connection's address is the client. */
  trustProxy: string[];
  /** Accounts that are back-office admins (with a confirmed e-mail) whatever their stored role; lower case. */
  adminEmails: string[];
  /** Largest accepted upload; bigger files answer invalid_format. */
  uploadMaxBytes: number;
  /** Uploaded files: a local folder or an S3-compatible bucket (STORAGE_URL). */
  storage: StorageConfig;
  /** Redis, shared by every process (rate limits); unset: the database holds them. */
  redisUrl: string | undefined;
  /** On SIGTERM: how long requests in flight and the job under way may take before the process exits. */
  shutdownGraceMs: number;
  /** How long a claimed job stays reserved to its process; a process that dies frees its job after this. */
  jobLeaseMs: number;
  /**
   * The quiet spell after a company's last document review before its digest e-mail goes
   * (DOCUMENT_REVIEW_DIGEST_QUIET_MS unless REVIEW_DIGEST_QUIET_SECONDS says otherwise: browser journeys).
   */
  reviewDigestQuietMs: number;
  emailChecks: { disposable: boolean; dns: boolean; spf: boolean; dmarc: boolean };
  dnsServers: string[] | undefined;
  /** Google sign-in (OpenID Connect); unset means the Google routes answer google_sign_in_unavailable. */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  /** Who takes payments: Forja's offline sandbox checkout, or Stripe with its keys (and another API base in tests). */
  payments:
    | { provider: 'sandbox'; explicit: boolean }
    | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiBase: string | undefined };
  /** The currency-rate service: a fixed sandbox rate, or a real source. */
  rates: { provider: 'fixed'; mxnPerUsd: number } | { provider: 'frankfurter'; apiBase: string };
  /** Who verifies identities: the offline sandbox (after a pretend delay), or MetaMap with its keys and flow. */
  identity:
    | { provider: 'sandbox'; delayMs: number; explicit: boolean }
    | { provider: 'metamap'; clientId: string; clientSecret: string; flowId: string; apiBase: string };
  /**
   * Who collects e-signatures: Forja's offline sandbox signing page (its webhooks signed with the given
   * secret, or one derived from the auth secret), or Documenso with its API key and webhook secret.
   */
  signature:
    | { provider: 'sandbox'; explicit: boolean; sandboxSecret: string | undefined }
    | { provider: 'documenso'; apiUrl: string; apiKey: string; webhookSecret: string };
  /** Who sends text messages (the signing code): the sandbox writes them to the dev mailbox, or Twilio. */
  sms:
    | { provider: 'sandbox' }
    | { provider: 'twilio'; accountSid: string; authToken: string; from: string; apiBase: string };
  /**
   * Who issues the CFDI of a paid bill with billing data: the offline sandbox (a test CFDI with no fiscal
   * validity, in the name of `issuer`), or Facturapi with its key (as the organisation the key belongs to).
   */
  invoicing: {
    issuer: { rfc: string; legal_name: string; tax_regime: string; postal_code: string };
  } & (
    { provider: 'sandbox'; explicit: boolean } | { provider: 'facturapi'; apiKey: string; apiBase: string }
  );
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
  if (values.NODE_ENV === 'production') {
    const missing = (['SMTP_URL', 'AUTH_SECRET', 'APP_URL'] as const).filter((name) => !values[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration: ${missing.join(', ')} must be set when NODE_ENV=production (a real deployment never uses the dev outbox or a generated secret)`,
      );
    }
  }
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together or both left unset',
    );
  }
  if (values.ANALYTICS_PROVIDER === 'posthog' && !values.POSTHOG_KEY) {
    throw new ConfigError(
      'Invalid configuration: ANALYTICS_PROVIDER=posthog needs POSTHOG_KEY (the project API key)',
    );
  }
  if (Boolean(values.GOOGLE_CLIENT_ID) !== Boolean(values.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together (Google sign-in) or both left unset',
    );
  }
  if (values.PAYMENTS_PROVIDER === 'stripe' && !(values.STRIPE_SECRET_KEY && values.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration: PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  if (
    values.IDENTITY_PROVIDER === 'metamap' &&
    !(values.METAMAP_CLIENT_ID && values.METAMAP_CLIENT_SECRET && values.METAMAP_FLOW_ID)
  ) {
    throw new ConfigError(
      'Invalid configuration: IDENTITY_PROVIDER=metamap needs METAMAP_CLIENT_ID, METAMAP_CLIENT_SECRET and METAMAP_FLOW_ID',
    );
  }
  if (
    values.SIGNATURE_PROVIDER === 'documenso' &&
    !(values.DOCUMENSO_API_KEY && values.DOCUMENSO_WEBHOOK_SECRET)
  ) {
    throw new ConfigError(
      'Invalid configuration: SIGNATURE_PROVIDER=documenso needs DOCUMENSO_API_KEY and DOCUMENSO_WEBHOOK_SECRET',
    );
  }
  if (
    values.SMS_PROVIDER === 'twilio' &&
    !(values.TWILIO_ACCOUNT_SID && values.TWILIO_AUTH_TOKEN && values.TWILIO_FROM)
  ) {
    throw new ConfigError(
      'Invalid configuration: SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
    );
  }
  if (values.INVOICING_PROVIDER === 'facturapi' && !values.FACTURAPI_KEY) {
    throw new ConfigError('Invalid configuration: INVOICING_PROVIDER=facturapi needs FACTURAPI_KEY');
  }
  const checks = (
    values.EMAIL_CHECKS ?? (values.NODE_ENV === 'production' ? 'disposable,dns,spf,dmarc' : 'disposable')
  )
    .split(',')
    .filter((name) => name !== 'none');
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    webDist: resolve(values.WEB_DIST),
    appUrl: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    forja: { legal_name: values.FORJA_LEGAL_NAME, rfc: values.FORJA_RFC },
    authSecret: values.AUTH_SECRET,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    catalogueFile: values.CATALOGUE_FILE,
    uploadMaxBytes: values.UPLOAD_MAX_BYTES,
    storage: storageConfig(values, resolve(values.DATA_DIR)),
    redisUrl: values.REDIS_URL,
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    jobLeaseMs: values.JOB_LEASE_SECONDS * 1000,
    reviewDigestQuietMs: values.REVIEW_DIGEST_QUIET_SECONDS * 1000,
    rateLimitScale: values.RATE_LIMIT_SCALE,
    accountRetentionDays: values.ACCOUNT_RETENTION_DAYS,
    dataExportTtlHours: values.DATA_EXPORT_TTL_HOURS,
    analytics:
      values.ANALYTICS_PROVIDER === 'posthog' && values.POSTHOG_KEY
        ? {
            provider: 'posthog',
            key: values.POSTHOG_KEY,
            host: values.POSTHOG_HOST ?? 'https://us.i.posthog.com',
          }
        : values.ANALYTICS_PROVIDER === 'off'
          ? { provider: 'off' }
          : { provider: 'local' },
    customerChat: values.CUSTOMER_CHAT_SCRIPT_URL
      ? { scriptUrl: values.CUSTOMER_CHAT_SCRIPT_URL, token: values.CUSTOMER_CHAT_TOKEN ?? null }
      : null,
    trustProxy: values.TRUST_PROXY?.split(',').map((entry) => entry.trim()) ?? [],
    adminEmails: values.ADMIN_EMAILS?.split(',').map((entry) => entry.trim().toLowerCase()) ?? [],
    emailChecks: {
      disposable: checks.includes('disposable'),
      dns: checks.includes('dns'),
      spf: checks.includes('spf'),
      dmarc: checks.includes('dmarc'),
    },
    dnsServers: values.DNS_SERVERS?.split(','),
    google:
      values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
        ? {
            clientId: values.GOOGLE_CLIENT_ID,
            clientSecret: values.GOOGLE_CLIENT_SECRET,
            issuer: values.GOOGLE_ISSUER.replace(/\/$/, ''),
          }
        : undefined,
    payments:
      values.PAYMENTS_PROVIDER === 'stripe' && values.STRIPE_SECRET_KEY && values.STRIPE_WEBHOOK_SECRET
        ? {
            provider: 'stripe',
            secretKey: values.STRIPE_SECRET_KEY,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET,
            apiBase: values.STRIPE_API_BASE,
          }
        : { provider: 'sandbox', explicit: values.PAYMENTS_PROVIDER === 'sandbox' },
    rates:
      values.RATES_PROVIDER === 'frankfurter'
        ? { provider: 'frankfurter', apiBase: values.RATES_API_BASE.replace(/\/$/, '') }
        : { provider: 'fixed', mxnPerUsd: values.RATES_FIXED_MXN_PER_USD },
    identity:
      values.IDENTITY_PROVIDER === 'metamap' &&
      values.METAMAP_CLIENT_ID &&
      values.METAMAP_CLIENT_SECRET &&
      values.METAMAP_FLOW_ID
        ? {
            provider: 'metamap',
            clientId: values.METAMAP_CLIENT_ID,
            clientSecret: values.METAMAP_CLIENT_SECRET,
            flowId: values.METAMAP_FLOW_ID,
            apiBase: values.METAMAP_API_BASE.replace(/\/$/, ''),
          }
        : {
            provider: 'sandbox',
            delayMs: values.IDENTITY_SANDBOX_DELAY_MS,
            explicit: values.IDENTITY_PROVIDER === 'sandbox',
          },
    signature:
      values.SIGNATURE_PROVIDER === 'documenso' && values.DOCUMENSO_API_KEY && values.DOCUMENSO_WEBHOOK_SECRET
        ? {
            provider: 'documenso',
            apiUrl: values.DOCUMENSO_API_URL.replace(/\/$/, ''),
            apiKey: values.DOCUMENSO_API_KEY,
            webhookSecret: values.DOCUMENSO_WEBHOOK_SECRET,
          }
        : {
            provider: 'sandbox',
            explicit: values.SIGNATURE_PROVIDER === 'sandbox',
            sandboxSecret: values.SIGNATURE_SANDBOX_SECRET,
          },
    sms:
      values.SMS_PROVIDER === 'twilio' &&
      values.TWILIO_ACCOUNT_SID &&
      values.TWILIO_AUTH_TOKEN &&
      values.TWILIO_FROM
        ? {
            provider: 'twilio',
            accountSid: values.TWILIO_ACCOUNT_SID,
            authToken: values.TWILIO_AUTH_TOKEN,
            from: values.TWILIO_FROM,
            apiBase: values.TWILIO_API_URL.replace(/\/$/, ''),
          }
        : { provider: 'sandbox' },
    invoicing: {
      issuer: {
        rfc: values.INVOICING_ISSUER_RFC,
        legal_name: values.INVOICING_ISSUER_NAME,
        tax_regime: values.INVOICING_ISSUER_TAX_REGIME,
        postal_code: values.INVOICING_ISSUER_POSTAL_CODE,
      },
      ...(values.INVOICING_PROVIDER === 'facturapi' && values.FACTURAPI_KEY
        ? {
            provider: 'facturapi' as const,
            apiKey: values.FACTURAPI_KEY,
            apiBase: values.FACTURAPI_API_URL.replace(/\/$/, ''),
          }
        : { provider: 'sandbox' as const, explicit: values.INVOICING_PROVIDER === 'sandbox' }),
    },
  };
}
