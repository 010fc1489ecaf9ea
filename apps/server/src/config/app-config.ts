import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('.data'),
  JWT_SECRET: z.string().min(32).optional(),
  /** Pin the current season to the one containing this date (ISO date), e.g. 2025-09-01. */
  SEASON_PIN_DATE: z.string().date().optional(),
  /** Key prefix in Redis (queues, socket adapter stream) so several deployments can share one. */
  REDIS_PREFIX: z.string().default('liga'),
  PROJECTION_TICK_MS: z.coerce.number().int().min(50).default(1000),
  PROJECTION_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** Graceful shutdown: how long requests in flight may take before connections are cut. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** An Admin account made sure of at start (created verified, or granted the role). */
  ADMIN_EMAIL: optionalUrl,
  ADMIN_PASSWORD: optionalUrl,
  MAIL_FROM: z.string().default('Liga <no-reply@liga.local>'),
  /** Web Push (issue 19): the VAPID key pair; embedded mode generates one into DATA_DIR. */
  VAPID_PUBLIC_KEY: optionalUrl,
  VAPID_PRIVATE_KEY: optionalUrl,
  VAPID_SUBJECT: optionalUrl,
  /** Tests only: push to http:// endpoints (a local test subscriber); https only otherwise. */
  PUSH_ALLOW_HTTP: z.enum(['true', 'false']).default('false'),
});

export type AppConfig = Readonly<{
  nodeEnv: string;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  publicUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  seasonPinDate: string | undefined;
  redisPrefix: string;
  projectionTickMs: number;
  projectionBatchSize: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  shutdownTimeoutMs: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  mailFrom: string;
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  vapidSubject: string | undefined;
  pushAllowHttp: boolean;
  /** Embedded mode: no DATABASE_URL, so the app starts its own PostgreSQL. */
  embedded: boolean;
}>;

/** Validates the environment once, at start, into a typed config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    publicUrl: e.PUBLIC_URL,
    dataDir: e.DATA_DIR,
    jwtSecret: e.JWT_SECRET,
    seasonPinDate: e.SEASON_PIN_DATE,
    redisPrefix: e.REDIS_PREFIX,
    projectionTickMs: e.PROJECTION_TICK_MS,
    projectionBatchSize: e.PROJECTION_BATCH_SIZE,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    mailFrom: e.MAIL_FROM,
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    vapidSubject: e.VAPID_SUBJECT,
    pushAllowHttp: e.PUSH_ALLOW_HTTP === 'true',
    embedded: !e.DATABASE_URL,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
