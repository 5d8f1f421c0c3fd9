import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export type RunMode = 'development' | 'production' | 'test';

export interface AppConfig {
  mode: RunMode;
  host: string;
  port: number;
  /** postgres://… when set; otherwise embedded PGlite */
  databaseUrl: string | null;
  /** PGlite data directory; 'memory://' keeps it in memory (tests) */
  dataDir: string;
  /** the image captcha can be turned off for automated and load tests only, never in production */
  captchaEnabled: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  /** pictures and videos served at /media/ (demo catalogue pictures are written here at seed time) */
  mediaDir: string;
  /** where the built web app lives; served at / when it exists */
  webDist: string | null;
  /** where the built console (apps/console) lives; served under /console/ when it exists */
  consoleDist: string | null;
  logLevel: string;
  /** `pretty`: one readable line per entry (development); `json`: one JSON object per line (production, log collectors) */
  logFormat: 'pretty' | 'json';
  /** a log line for every request (production); in development only failed and slow requests are logged */
  logRequests: boolean;
  /** JSON body limit in bytes */
  bodyLimit: number;
  /** trust X-Forwarded-For (behind a load balancer) */
  trustProxy: boolean;
  /**
   * texted and e-mailed codes one network address may ask for in an hour (CODE_REQUESTS_PER_IP_PER_HOUR,
   * default 30): raise it where many buyers share one address (an office, the journeys' one browser host)
   */
  codeRequestsPerIpPerHour: number;
  /** run the timed-rule sweeper (off in most tests) */
  sweeper: boolean;
  /** how often the sweeper applies the timed rules */
  sweepIntervalMs: number;
  /** Prometheus metrics at GET /metrics (METRICS=false turns them off) */
  metrics: boolean;
  /** METRICS_PORT moves /metrics off the main port onto its own listener (on METRICS_HOST, default HOST) */
  metricsPort: number | null;
  metricsHost: string;
  /**
   * DEV_MAILBOX=true serves what the outbox stored at GET /srs-message-service/dev/mailbox, to
   * callers on this machine only (it shows sign-in codes); refused in production
   */
  devMailbox: boolean;
  /**
   * Uploaded files, when no object storage is configured: CLEARLOT_FILES_DIR, else `files` beside
   * the PGlite folder (./.data/files); a fresh temporary folder when the database is in memory.
   */
  filesDir: string;
  /** S3-compatible object storage for uploaded files instead of filesDir (S3_* variables), or null */
  s3: S3Settings | null;
  /**
   * Card payments through Stripe (issue 35) when STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and
   * STRIPE_WEBHOOK_SECRET are all set; null otherwise (the sandbox gateway outside production, no card
   * payments in production: services/payment/gateway/provider.ts).
   */
  stripe: StripeSettings | null;
  /**
   * Texts (issue 35): Twilio or Amazon SNS when configured (SMS_PROVIDER, else whichever provider's
   * settings are present); null when no provider is configured or SMS_PROVIDER=none.
   */
  sms: SmsSettings | null;
  /**
   * Whether texted codes can reach anyone: a provider is configured, or the development mailbox shows
   * texts (not when SMS_PROVIDER=none). When false, the code flows e-mail the code instead.
   */
  textsAvailable: boolean;
}

export type SmsSettings = TwilioSmsSettings | SnsSmsSettings;

export interface TwilioSmsSettings {
  provider: 'twilio';
  /** AC… */
  accountSid: string;
  authToken: string;
  /** the sending number (E.164), an alphanumeric sender ID, or a Messaging Service SID (MG…) */
  from: string;
  /** TWILIO_STATUS_CALLBACK_URL: this server's public address of the delivery status webhook, or null */
  statusCallbackUrl: string | null;
  /** TWILIO_API_BASE: another address for Twilio's API (the tests' fake); null for api.twilio.com */
  apiBase: string | null;
}

export interface SnsSmsSettings {
  provider: 'sns';
  region: string;
  /** SNS_SENDER_ID: an alphanumeric sender ID where the destination country allows one, or null */
  senderId: string | null;
  /** SNS_ENDPOINT: another address for the SNS API (the tests' fake); null for AWS */
  endpoint: string | null;
}

export interface StripeSettings {
  /** sk_test_… or sk_live_… (a restricted rk_… key works too) */
  secretKey: string;
  /** pk_test_… or pk_live_…, handed to the storefront for Stripe.js */
  publishableKey: string;
  /** whsec_…: the signing secret of the webhook endpoint (or of `stripe listen`) */
  webhookSecret: string;
  /** STRIPE_API_BASE: another address for Stripe's API (stripe-mock, the tests' fake); null for api.stripe.com */
  apiBase: { protocol: 'http' | 'https'; host: string; port: number } | null;
}

export interface S3Settings {
  /** e.g. https://s3.eu-west-2.amazonaws.com, or a MinIO / R2 address; the bucket is the first path segment */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export class ConfigError extends Error {}

const repoRoot = resolve(import.meta.dirname, '../../../..');

/** A positive whole number from the environment, or the fallback when unset; anything else stops the start with the variable's name. */
function wholeNumberOr(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 1) throw new ConfigError(`${name} must be a whole number of at least 1, not "${value}"`);
  return parsed;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function logFormat(value: string | undefined, mode: RunMode): AppConfig['logFormat'] {
  if (value === undefined || value === '') return mode === 'development' ? 'pretty' : 'json';
  if (value === 'pretty' || value === 'json') return value;
  throw new ConfigError(`LOG_FORMAT must be "pretty" or "json", got "${value}"`);
}

/** The uploaded files' folder when CLEARLOT_FILES_DIR does not name one. */
function defaultFilesDir(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return join(tmpdir(), `clearlot-files-${randomBytes(6).toString('hex')}`);
  return resolve(dataDir, '..', 'files');
}

/** Object storage when S3_BUCKET is set: the bucket and both keys are then required. */
function s3Settings(env: NodeJS.ProcessEnv): S3Settings | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION } = env;
  if (![S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION].some(Boolean)) return null;
  if (!S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('S3 storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (S3_ENDPOINT and S3_REGION are optional).');
  }
  const region = S3_REGION || 'us-east-1';
  const endpoint = (S3_ENDPOINT || `https://s3.${region}.amazonaws.com`).replace(/\/+$/, '');
  if (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol)) throw new ConfigError(`S3_ENDPOINT must be an http(s) address, got "${S3_ENDPOINT}"`);
  return { endpoint, bucket: S3_BUCKET, region, accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY };
}

function httpAddress(name: string, value: string): string {
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) throw new ConfigError(`${name} must be an http(s) address, got "${value}"`);
  return value.replace(/\/+$/, '');
}

/** The text provider: SMS_PROVIDER when set, else the one whose settings are present. */
function smsSettings(env: NodeJS.ProcessEnv): SmsSettings | null {
  const chosen = env.SMS_PROVIDER?.trim().toLowerCase() || (env.TWILIO_ACCOUNT_SID ? 'twilio' : env.SNS_REGION ? 'sns' : 'none');
  if (chosen === 'none') return null;
  if (chosen === 'twilio') {
    const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } = env;
    if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_FROM) {
      throw new ConfigError('Texts through Twilio need TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together.');
    }
    if (!/^AC[0-9a-fA-F]{32}$/.test(TWILIO_ACCOUNT_SID.trim())) throw new ConfigError('TWILIO_ACCOUNT_SID must be an account SID (AC followed by 32 hexadecimal digits).');
    return {
      provider: 'twilio',
      accountSid: TWILIO_ACCOUNT_SID.trim(),
      authToken: TWILIO_AUTH_TOKEN.trim(),
      from: TWILIO_FROM.trim(),
      statusCallbackUrl: env.TWILIO_STATUS_CALLBACK_URL ? httpAddress('TWILIO_STATUS_CALLBACK_URL', env.TWILIO_STATUS_CALLBACK_URL) : null,
      apiBase: env.TWILIO_API_BASE ? httpAddress('TWILIO_API_BASE', env.TWILIO_API_BASE) : null,
    };
  }
  if (chosen === 'sns') {
    const region = env.SNS_REGION || env.AWS_REGION;
    if (!region) throw new ConfigError('Texts through Amazon SNS need SNS_REGION (or AWS_REGION).');
    return {
      provider: 'sns',
      region,
      senderId: env.SNS_SENDER_ID?.trim() || null,
      endpoint: env.SNS_ENDPOINT ? httpAddress('SNS_ENDPOINT', env.SNS_ENDPOINT) : null,
    };
  }
  throw new ConfigError(`SMS_PROVIDER must be "twilio", "sns" or "none", got "${env.SMS_PROVIDER}"`);
}

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** Stripe when any of its keys is set: then all three are required, each of its own kind, test and live keys not mixed. */
function stripeSettings(env: NodeJS.ProcessEnv): StripeSettings | null {
  if (!STRIPE_KEYS.some((name) => env[name])) return null;
  const missing = STRIPE_KEYS.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(`Stripe card payments need ${STRIPE_KEYS.join(', ')} together; missing: ${missing.join(', ')}.`);
  }
  const secretKey = env.STRIPE_SECRET_KEY!.trim();
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY!.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET!.trim();
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) throw new ConfigError('STRIPE_SECRET_KEY must be a secret key from the Stripe dashboard (sk_test_… or sk_live_…).');
  if (!/^pk_(test|live)_\w+$/.test(publishableKey)) throw new ConfigError('STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_test_… or pk_live_…).');
  if (!/^whsec_\w+$/.test(webhookSecret)) throw new ConfigError('STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…).');
  if (secretKey.includes('_live_') !== publishableKey.includes('_live_')) {
    throw new ConfigError('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys.');
  }
  let apiBase: StripeSettings['apiBase'] = null;
  if (env.STRIPE_API_BASE) {
    if (!URL.canParse(env.STRIPE_API_BASE) || !/^https?:$/.test(new URL(env.STRIPE_API_BASE).protocol)) {
      throw new ConfigError(`STRIPE_API_BASE must be an http(s) address, got "${env.STRIPE_API_BASE}"`);
    }
    const url = new URL(env.STRIPE_API_BASE);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    apiBase = { protocol, host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443 };
  }
  return { secretKey, publishableKey, webhookSecret, apiBase };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const mode: RunMode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);
  const config: AppConfig = {
    mode,
    host: env.HOST ?? '0.0.0.0',
    port,
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.CLEARLOT_DATA_DIR ?? resolve(repoRoot, '.data/pglite'),
    captchaEnabled: flag(env.CAPTCHA_ENABLED, true),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'ClearLot <no-reply@clearlot.co.uk>',
    mediaDir: env.CLEARLOT_MEDIA_DIR ?? resolve(repoRoot, '.data/media'),
    webDist: env.CLEARLOT_WEB_DIST ?? resolve(repoRoot, 'apps/web/dist'),
    consoleDist: env.CLEARLOT_CONSOLE_DIST ?? resolve(repoRoot, 'apps/console/dist'),
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    logFormat: logFormat(env.LOG_FORMAT, mode),
    logRequests: flag(env.LOG_REQUESTS, mode !== 'development'),
    bodyLimit: Number(env.BODY_LIMIT ?? 1_048_576),
    trustProxy: flag(env.TRUST_PROXY, false),
    codeRequestsPerIpPerHour: wholeNumberOr(env.CODE_REQUESTS_PER_IP_PER_HOUR, 30, 'CODE_REQUESTS_PER_IP_PER_HOUR'),
    sweeper: flag(env.SWEEPER, mode !== 'test'),
    sweepIntervalMs: Math.max(1000, Number(env.SWEEP_INTERVAL_MS ?? 15_000) || 15_000),
    metrics: flag(env.METRICS, true),
    metricsPort: env.METRICS_PORT ? Number(env.METRICS_PORT) : null,
    metricsHost: env.METRICS_HOST ?? env.HOST ?? '0.0.0.0',
    devMailbox: flag(env.DEV_MAILBOX, false),
    filesDir: env.CLEARLOT_FILES_DIR ?? '',
    s3: s3Settings(env),
    stripe: stripeSettings(env),
    sms: smsSettings(env),
    textsAvailable: false,
    ...overrides,
  };
  if (overrides.textsAvailable === undefined) {
    config.textsAvailable = config.sms !== null || (config.devMailbox && env.SMS_PROVIDER?.trim().toLowerCase() !== 'none');
  }
  // the default follows the database folder as finally chosen (tests keep theirs in memory)
  if (!config.filesDir) config.filesDir = defaultFilesDir(config.dataDir);
  const { metricsPort } = config;
  if (metricsPort !== null && (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535 || (metricsPort !== 0 && metricsPort === config.port))) {
    throw new ConfigError(`METRICS_PORT must be a port number other than PORT, got "${env.METRICS_PORT ?? metricsPort}"`);
  }
  if (config.mode === 'production' && !config.captchaEnabled) {
    throw new ConfigError('CAPTCHA_ENABLED=false is refused in production: the image captcha protects sign-in.');
  }
  if (config.mode === 'production' && config.devMailbox) {
    throw new ConfigError('DEV_MAILBOX=true is refused in production: the development mailbox shows every sign-in code.');
  }
  if (config.mode === 'production' && !config.smtpUrl) {
    throw new ConfigError('SMTP_URL must be set in production: verification codes have to reach real mailboxes.');
  }
  return config;
}
