import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = (protocols: RegExp) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ protocol: protocols }).optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
  /** Server processes serving the port (node:cluster); more than one needs DATABASE_URL. */
  WORKERS: z.coerce.number().int().min(1).max(32).default(1),
  /** Shared rate-limit counters in Redis instead of PostgreSQL. */
  REDIS_URL: optionalUrl(/^rediss?$/),
  PUBLIC_URL: optionalUrl(/^https?$/),
  SMTP_URL: optionalUrl(/^smtps?$/),
  MAIL_FROM: z.string().min(3).default('Shala <no-reply@shala.local>'),
  INITIAL_ADMIN_USERNAME: z
    .string()
    .regex(/^[a-z0-9_.]{3,64}$/, 'lower-case letters, digits, _ and . (3 to 64)')
    .optional(),
  INITIAL_ADMIN_PASSWORD: z.string().min(8).max(25).optional(),
  INITIAL_ADMIN_EMAIL: z.email().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().trim().default('false').transform(trustedProxies),
  /** `off` lifts the sign-in rate limits: for load measurements only, never in production. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** What each institute's stored files (logo, admission documents) may add up to. */
  STORAGE_QUOTA_MB: z.coerce.number().int().min(1).max(10_000_000).default(1024),
  /** One account's chat and answer images at an institute: this share of STORAGE_QUOTA_MB. */
  STORAGE_ACCOUNT_SHARE_PERCENT: z.coerce.number().int().min(1).max(100).default(5),
  /** The files of an account charged to no institute (its photos, chat images outside one). */
  STORAGE_PERSONAL_QUOTA_MB: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Time a client has to send a whole request, body included. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Online payment through Razorpay: off unless the key and its secret are both set. */
  RAZORPAY_KEY_ID: z.string().trim().max(100).optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().max(200).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().max(200).optional(),
  RAZORPAY_API_URL: optionalUrl(/^https?$/),
  RAZORPAY_CHECKOUT_URL: optionalUrl(/^https?$/),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** WORKERS: how many processes serve the port (1 to 32). */
  workers: number;
  /** REDIS_URL: where processes share rate-limit counters; unset, PostgreSQL (or memory on PGlite). */
  redisUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  initialAdmin: { username: string; password: string; email: string } | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Proxies whose X-Forwarded-* headers count: false (none), a hop count, or their addresses. */
  trustProxy: TrustProxy;
  /** False only when RATE_LIMITS=off (load measurements). */
  rateLimits: boolean;
  /** STORAGE_QUOTA_MB: each institute's storage, in MB. */
  storageQuotaMb: number;
  /** STORAGE_ACCOUNT_SHARE_PERCENT: the share of an institute's quota one account's uploads may use. */
  storageAccountSharePercent: number;
  /** STORAGE_PERSONAL_QUOTA_MB: what an account's files of no institute may add up to, in MB. */
  storagePersonalQuotaMb: number;
  /** REQUEST_TIMEOUT_SECONDS: a request (headers and body) not received by then is cut off. */
  requestTimeoutSeconds: number;
  /** Where the built web app lives; undefined serves the API only. */
  webDist: string | undefined;
  /** Online payment through Razorpay; undefined (no key configured): online payment is off. */
  razorpay: RazorpayConfig | undefined;
};

export type RazorpayConfig = {
  keyId: string;
  keySecret: string;
  /** Checks the webhooks' X-Razorpay-Signature; unset, webhooks are refused. */
  webhookSecret: string | undefined;
  /** The gateway's HTTP API (orders, payments), without a trailing slash. */
  apiUrl: string;
  /** Razorpay's checkout.js, which the browser loads to take the payment. */
  checkoutUrl: string;
};

const RAZORPAY_API_URL = 'https://api.razorpay.com';
const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET come together, or online payment stays off. */
function razorpayOf(e: z.infer<typeof envSchema>): RazorpayConfig | undefined {
  const keyId = e.RAZORPAY_KEY_ID || undefined;
  const keySecret = e.RAZORPAY_KEY_SECRET || undefined;
  if (!keyId && !keySecret) return undefined;
  if (!keyId || !keySecret) {
    throw new ConfigError(
      'Invalid configuration:\n  RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together (or neither, to keep online payment off)',
    );
  }
  return {
    keyId,
    keySecret,
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET || undefined,
    apiUrl: (e.RAZORPAY_API_URL ?? RAZORPAY_API_URL).replace(/\/$/, ''),
    checkoutUrl: e.RAZORPAY_CHECKOUT_URL ?? RAZORPAY_CHECKOUT_URL,
  };
}

export type TrustProxy = false | number | string[];

/** An IPv4 or IPv6 address, optionally with a /prefix. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false`, a number of proxy hops (`1`, `2`) or a comma-separated list of proxy
 * addresses or CIDRs. `true` would trust every X-Forwarded-For entry, so the client could pick
 * its own address and walk past every per-address limit: it is refused (review finding 4).
 */
function trustedProxies(value: string, ctx: z.RefinementCtx): TrustProxy {
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        '"true" would trust every X-Forwarded-For entry, which the client can write itself. Set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops >= 1 && hops <= 10) return hops;
  }
  const entries = value.split(',').map((e) => e.trim());
  if (entries.every(isAddressOrCidr)) return entries;
  ctx.addIssue({
    code: 'custom',
    message:
      'false, a number of proxy hops (1 to 10) or a comma-separated list of proxy addresses or CIDRs (10.0.0.0/8,127.0.0.1)',
  });
  return z.NEVER;
}

export class ConfigError extends Error {}

/** Reads the environment; a bad variable throws a ConfigError that names it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const admin = [e.INITIAL_ADMIN_USERNAME, e.INITIAL_ADMIN_PASSWORD, e.INITIAL_ADMIN_EMAIL];
  if (admin.some(Boolean) && !admin.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  INITIAL_ADMIN_USERNAME, INITIAL_ADMIN_PASSWORD and INITIAL_ADMIN_EMAIL must be set together',
    );
  }
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    // PGlite lives inside one process (and locks its directory): several cannot share it.
    throw new ConfigError(
      `WORKERS=${e.WORKERS} needs DATABASE_URL: the embedded database serves one process. Unset WORKERS or use PostgreSQL.`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    workers: e.WORKERS,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    initialAdmin:
      e.INITIAL_ADMIN_USERNAME && e.INITIAL_ADMIN_PASSWORD && e.INITIAL_ADMIN_EMAIL
        ? {
            username: e.INITIAL_ADMIN_USERNAME,
            password: e.INITIAL_ADMIN_PASSWORD,
            email: e.INITIAL_ADMIN_EMAIL.toLowerCase(),
          }
        : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: e.RATE_LIMITS === 'on',
    storageQuotaMb: e.STORAGE_QUOTA_MB,
    storageAccountSharePercent: e.STORAGE_ACCOUNT_SHARE_PERCENT,
    storagePersonalQuotaMb: e.STORAGE_PERSONAL_QUOTA_MB,
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    webDist: undefined,
    razorpay: razorpayOf(e),
  };
}
