import { BLOCKED_CITIES_DEFAULT, KYC_WITHDRAWAL_THRESHOLD_EUR, RESTRICTED_COUNTRIES, SESSION_IDLE_MINUTES_DEFAULT } from '@orca/contracts';
import path from 'node:path';
import { z } from 'zod';

/** The demo skin's public key; operators set their own with API_KEY. */
export const DEMO_API_KEY = 'orca-demo-public-key';

const list = (fallback: readonly string[]) =>
  z
    .string()
    .optional()
    .transform((value) =>
      value === undefined
        ? [...fallback]
        : value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
    );

const optionalUrl = (what: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url({ error: `${what} must be a URL` }).optional());

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: optionalUrl('DATABASE_URL'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  REDIS_URL: optionalUrl('REDIS_URL'),
  API_KEY: z.string().min(8, { error: 'API_KEY must be at least 8 characters' }).default(DEMO_API_KEY),
  SMTP_URL: optionalUrl('SMTP_URL'),
  MAIL_FROM: z.string().default('Orca <no-reply@orca.local>'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''], { error: 'TRUST_PROXY must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  GOOGLE_CLIENT_ID: z.string().optional().transform((v) => v || undefined),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  SESSION_IDLE_MINUTES: z.coerce
    .number({ error: 'SESSION_IDLE_MINUTES must be a number of minutes' })
    .int()
    .min(1)
    .max(24 * 60)
    .default(SESSION_IDLE_MINUTES_DEFAULT),
  BLOCKED_COUNTRIES: list(RESTRICTED_COUNTRIES).transform((codes) => codes.map((c) => c.toUpperCase())),
  BLOCKED_CITIES: list(BLOCKED_CITIES_DEFAULT),
  PUBLIC_URL: optionalUrl('PUBLIC_URL'),
  TURNSTILE_SECRET: z.string().optional().transform((v) => v || undefined),
  TURNSTILE_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  SANDBOX_WEBHOOK_SECRET: z.string().min(16, { error: 'SANDBOX_WEBHOOK_SECRET must be at least 16 characters' }).default('orca-sandbox-webhook-secret-demo'),
  /** The reference external game provider (a separate server in this repository); unset leaves it out of the catalogue. */
  REFERENCE_PROVIDER_URL: optionalUrl('REFERENCE_PROVIDER_URL'),
  REFERENCE_PROVIDER_SECRET: z.string().min(16, { error: 'REFERENCE_PROVIDER_SECRET must be at least 16 characters' }).default('orca-reef-wallet-secret-demo'),
  /** Cumulative withdrawals above this many EUR (equivalent) need a verified (KYC) account. */
  KYC_THRESHOLD_EUR: z.coerce.number({ error: 'KYC_THRESHOLD_EUR must be a number of EUR' }).int().min(0).max(100_000_000).default(KYC_WITHDRAWAL_THRESHOLD_EUR),
  /** Bets per minute one client address may place (a real player is far below; benchmarks raise it). */
  PLAY_RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: 'PLAY_RATE_LIMIT_PER_MINUTE must be a number' }).int().min(1).max(10_000_000).default(600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  DEMO_SEED: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === undefined || v === 'true' || v === '1'),
});

export type Config = z.infer<typeof ConfigSchema> & {
  /** Demo mode keeps mail in the outbox and shows it on the mailbox page. */
  isDemo: boolean;
  publicUrl: string;
};

export class ConfigError extends Error {}

/** Reads configuration from the environment; every bad value is named in one error. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  return {
    ...parsed,
    // A relative folder is taken from where the command was typed (npm's INIT_CWD): `npm start`
    // at the repository root keeps its data in ./.data there, not inside the workspace npm enters.
    DATA_DIR: path.resolve(env.INIT_CWD ?? process.cwd(), parsed.DATA_DIR),
    isDemo: parsed.SMTP_URL === undefined,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
  };
}
