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
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** `off` lifts the sign-in rate limits: for load measurements only, never in production. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  initialAdmin: { username: string; password: string; email: string } | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  /** False only when RATE_LIMITS=off (load measurements). */
  rateLimits: boolean;
  /** Where the built web app lives; undefined serves the API only. */
  webDist: string | undefined;
};

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
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
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
    webDist: undefined,
  };
}
