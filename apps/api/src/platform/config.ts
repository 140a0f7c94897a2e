import {
  ADJUSTMENT_FOUR_EYES_EUR_DEFAULT,
  BLOCKED_CITIES_DEFAULT,
  DEFAULT_JURISDICTION_PROFILE,
  JURISDICTION_PROFILES,
  KYC_WITHDRAWAL_THRESHOLD_EUR,
  RESTRICTED_COUNTRIES,
  SESSION_IDLE_MINUTES_DEFAULT,
  WITHDRAWAL_FOUR_EYES_EUR_DEFAULT,
} from '@orca/contracts';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  CRYPTO_CONFIG_SHAPE,
  cryptoProductionProblems,
  TREASURY_CONFIG_SHAPE,
} from './config.crypto.ts';
import { UOF_CONFIG_SHAPE, uofPartialProblem, uofProductionProblems } from './config.uof.ts';

/** The demo skin's public key; operators set their own with API_KEY. */
export const DEMO_API_KEY = 'orca-demo-public-key';
/** Published in this repository, so a production server refuses them. */
export const DEMO_SANDBOX_WEBHOOK_SECRET = 'orca-sandbox-webhook-secret-demo';
export const DEMO_REFERENCE_PROVIDER_SECRET = 'orca-reef-wallet-secret-demo';
/** The demo's key for operators' TOTP secrets at rest (32 bytes, base64): published, so production refuses it. */
export const DEMO_OPERATOR_SECRET_KEY = 'b3JjYS1kZW1vLW9wZXJhdG9yLXNlY3JldC1rZXktMzI=';

/** A 32-byte key given as 64 hex digits or as base64 (standard or URL-safe); null when it is neither. */
export function decodeSecretKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  const key = Buffer.from(
    value,
    value.includes('-') || value.includes('_') ? 'base64url' : 'base64',
  );
  return key.length === 32 ? key : null;
}

export type Mode = 'demo' | 'production';

/**
 * TRUST_PROXY as Fastify takes it: false, a hop count, or the proxies' addresses. `true` (trust
 * every hop) is refused: any client could then claim any address by sending X-Forwarded-For.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    const text = (value ?? '').trim();
    if (text === '' || text === 'false' || text === '0') return false;
    if (/^\d+$/.test(text)) return Number(text);
    if (text === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY=true would trust every hop (a client could claim any address); give the number of proxies in front of Orca (1) or their addresses (10.0.0.0/8,192.0.2.7)',
      });
      return z.NEVER;
    }
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const isAddressOrRange = (entry: string) => {
      const [address = '', bits, ...rest] = entry.split('/');
      const family = isIP(address);
      if (family === 0 || rest.length > 0) return false;
      if (bits === undefined) return true;
      return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
    };
    const bad = entries.find((entry) => !isAddressOrRange(entry));
    if (bad !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be false, a number of proxies, or addresses and CIDR ranges (not "${bad.slice(0, 40)}")`,
      });
      return z.NEVER;
    }
    return entries;
  });

const flag = (name: string) =>
  z
    .enum(['true', 'false', '1', '0', ''], { error: `${name} must be true or false` })
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

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

/** A line of the site's footer an operator sets (name, number); empty is unset. */
const footerText = (name: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .pipe(
      z
        .string()
        .max(120, { error: `${name} must be at most 120 characters` })
        .optional(),
    );

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  NODE_ENV: z.string().optional(),
  /** demo or production; NODE_ENV=production means production. */
  ORCA_MODE: z
    .enum(['demo', 'production'], { error: 'ORCA_MODE must be demo or production' })
    .optional(),
  /** Unset: 127.0.0.1 in demo mode (a laptop's demo is not on the network), 0.0.0.0 in production. */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: optionalUrl('DATABASE_URL'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  REDIS_URL: optionalUrl('REDIS_URL'),
  API_KEY: z
    .string()
    .min(8, { error: 'API_KEY must be at least 8 characters' })
    .default(DEMO_API_KEY),
  SMTP_URL: optionalUrl('SMTP_URL'),
  MAIL_FROM: z.string().default('Orca <no-reply@orca.local>'),
  TRUST_PROXY: trustProxy,
  GOOGLE_CLIENT_ID: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  SESSION_IDLE_MINUTES: z.coerce
    .number({ error: 'SESSION_IDLE_MINUTES must be a number of minutes' })
    .int()
    .min(1)
    .max(24 * 60)
    .default(SESSION_IDLE_MINUTES_DEFAULT),
  /** The first wait after a username's fifth failed log-in in a row; each further failure doubles it, up to 15 minutes. */
  LOGIN_THROTTLE_BASE_SECONDS: z.coerce
    .number({ error: 'LOGIN_THROTTLE_BASE_SECONDS must be a number of seconds' })
    .int({ error: 'LOGIN_THROTTLE_BASE_SECONDS must be a whole number of seconds' })
    .min(1, { error: 'LOGIN_THROTTLE_BASE_SECONDS must be at least 1' })
    .max(900, { error: 'LOGIN_THROTTLE_BASE_SECONDS must be at most 900' })
    .default(1),
  BLOCKED_COUNTRIES: list(RESTRICTED_COUNTRIES).transform((codes) =>
    codes.map((c) => c.toUpperCase()),
  ),
  BLOCKED_CITIES: list(BLOCKED_CITIES_DEFAULT),
  PUBLIC_URL: optionalUrl('PUBLIC_URL'),
  TURNSTILE_SECRET: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  TURNSTILE_VERIFY_URL: z
    .url()
    .default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  SANDBOX_WEBHOOK_SECRET: z
    .string()
    .min(16, { error: 'SANDBOX_WEBHOOK_SECRET must be at least 16 characters' })
    .optional(),
  /** The sandbox payment provider in production mode (a staging site); always on in demo mode. */
  SANDBOX_PAYMENTS: flag('SANDBOX_PAYMENTS'),
  /** The reference external game provider (a separate server in this repository); unset leaves it out of the catalogue. */
  REFERENCE_PROVIDER_URL: optionalUrl('REFERENCE_PROVIDER_URL'),
  REFERENCE_PROVIDER_SECRET: z
    .string()
    .min(16, { error: 'REFERENCE_PROVIDER_SECRET must be at least 16 characters' })
    .optional(),
  /** Tawk.to as the support chat (decision 016): both set replace the in-house chat widget. */
  TAWK_PROPERTY_ID: z
    .string()
    .regex(/^[A-Za-z0-9]{1,64}$/, {
      error: 'TAWK_PROPERTY_ID must be the property id from Tawk.to (letters and digits)',
    })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Tawk.to's secure-mode key: it signs each player's email (HMAC-SHA256); never sent to a browser. */
  TAWK_API_KEY: z
    .string()
    .min(8, { error: 'TAWK_API_KEY must be at least 8 characters' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The property's widget ('default' unless the operator made another). */
  TAWK_WIDGET_ID: z
    .string()
    .regex(/^[A-Za-z0-9]{1,64}$/, { error: 'TAWK_WIDGET_ID must be letters and digits' })
    .default('default'),
  /** Where Tawk's embed script comes from; tests point it at a local stand-in. */
  TAWK_EMBED_ORIGIN: z
    .url({ error: 'TAWK_EMBED_ORIGIN must be a URL' })
    .default('https://embed.tawk.to')
    .transform((v) => new URL(v).origin),
  /**
   * The footer's licence line on every page: the company that operates the site, its regulator and
   * licence number, and the regulator's register entry. The demo shows a demo licence when unset.
   */
  LICENCE_OPERATOR: footerText('LICENCE_OPERATOR'),
  LICENCE_REGULATOR: footerText('LICENCE_REGULATOR'),
  LICENCE_NUMBER: footerText('LICENCE_NUMBER'),
  LICENCE_URL: optionalUrl('LICENCE_URL'),
  /** The footer's responsible-gambling helpline (the one of the licence's country). The demo shows GamCare's when unset. */
  HELPLINE_NAME: footerText('HELPLINE_NAME'),
  HELPLINE_PHONE: footerText('HELPLINE_PHONE'),
  HELPLINE_URL: optionalUrl('HELPLINE_URL'),
  /** Cumulative withdrawals above this many EUR (equivalent) need a verified (KYC) account. */
  KYC_THRESHOLD_EUR: z.coerce
    .number({ error: 'KYC_THRESHOLD_EUR must be a number of EUR' })
    .int()
    .min(0)
    .max(100_000_000)
    .default(KYC_WITHDRAWAL_THRESHOLD_EUR),
  /** Manual balance adjustments above this many EUR (EUR equivalent) wait for a second operator's approval. */
  ADJUSTMENT_FOUR_EYES_EUR: z.coerce
    .number({ error: 'ADJUSTMENT_FOUR_EYES_EUR must be a number of EUR' })
    .int()
    .min(0)
    .max(100_000_000)
    .default(ADJUSTMENT_FOUR_EYES_EUR_DEFAULT),
  /** Withdrawals above this many EUR (equivalent) need the approvals of two different operators. */
  WITHDRAWAL_FOUR_EYES_EUR: z.coerce
    .number({ error: 'WITHDRAWAL_FOUR_EYES_EUR must be a whole number of EUR' })
    .int({ error: 'WITHDRAWAL_FOUR_EYES_EUR must be a whole number of EUR' })
    .min(0, { error: 'WITHDRAWAL_FOUR_EYES_EUR must be at least 0' })
    .max(100_000_000, { error: 'WITHDRAWAL_FOUR_EYES_EUR must be at most 100000000' })
    .default(WITHDRAWAL_FOUR_EYES_EUR_DEFAULT),
  /** AES-256-GCM key for operators' TOTP secrets at rest: 32 bytes as 64 hex digits or base64 (openssl rand -base64 32). */
  OPERATOR_SECRET_KEY: z
    .string()
    .optional()
    .transform((value, context): string | undefined => {
      if (value === undefined || value.trim() === '') return undefined;
      if (decodeSecretKey(value) === null) {
        context.addIssue({
          code: 'custom',
          message:
            'OPERATOR_SECRET_KEY must be 32 bytes as 64 hex digits or base64 (openssl rand -base64 32)',
        });
        return z.NEVER;
      }
      return value.trim();
    }),
  /** KYC documents one player may keep stored, in MB (each file is also capped by DOCUMENT_MAX_BYTES). */
  KYC_STORAGE_QUOTA_MB: z.coerce
    .number({ error: 'KYC_STORAGE_QUOTA_MB must be a whole number of MB' })
    .int({ error: 'KYC_STORAGE_QUOTA_MB must be a whole number of MB' })
    .min(1, { error: 'KYC_STORAGE_QUOTA_MB must be at least 1' })
    .max(100_000, { error: 'KYC_STORAGE_QUOTA_MB must be at most 100000' })
    .default(50),
  /** An external provider's wins in one round above this many times the round's bets are refused and held for review. */
  PROVIDER_WIN_MAX_MULTIPLIER: z.coerce
    .number({ error: 'PROVIDER_WIN_MAX_MULTIPLIER must be a whole number' })
    .int({ error: 'PROVIDER_WIN_MAX_MULTIPLIER must be a whole number' })
    .min(1, { error: 'PROVIDER_WIN_MAX_MULTIPLIER must be at least 1' })
    .max(10_000_000, { error: 'PROVIDER_WIN_MAX_MULTIPLIER must be at most 10000000' })
    .default(10_000),
  /** An external provider's wins in one round above this many EUR (equivalent in the round's currency) are refused and held for review. */
  PROVIDER_WIN_MAX_EUR: z.coerce
    .number({ error: 'PROVIDER_WIN_MAX_EUR must be a whole number of EUR' })
    .int({ error: 'PROVIDER_WIN_MAX_EUR must be a whole number of EUR' })
    .min(1, { error: 'PROVIDER_WIN_MAX_EUR must be at least 1' })
    .max(1_000_000_000, { error: 'PROVIDER_WIN_MAX_EUR must be at most 1000000000' })
    .default(250_000),
  /** The jurisdiction profile bonus campaigns are checked against (wagering cap, spend window, mixed products); see JURISDICTION_PROFILES. */
  BONUS_PROFILE: z
    .enum(Object.keys(JURISDICTION_PROFILES) as [keyof typeof JURISDICTION_PROFILES], {
      error: `BONUS_PROFILE must be one of ${Object.keys(JURISDICTION_PROFILES).join(', ')}`,
    })
    .default(DEFAULT_JURISDICTION_PROFILE),
  /** Bets per minute one client address may place (a real player is far below; benchmarks raise it). */
  PLAY_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'PLAY_RATE_LIMIT_PER_MINUTE must be a number' })
    .int()
    .min(1)
    .max(10_000_000)
    .default(600),
  /** How long an in-play sports bet waits before its market and odds are checked again (UKGC RTS 15). */
  SPORTS_BET_DELAY_MS: z.coerce
    .number({ error: 'SPORTS_BET_DELAY_MS must be a number' })
    .int()
    .min(0)
    .max(60_000)
    .default(5_000),
  /**
   * How long a sports producer may go without an `alive` heartbeat before its events' markets are suspended
   * (the UOF SDK's default is 20 s; tests that drive the feed by hand set it long).
   */
  SPORTS_PRODUCER_INACTIVITY_MS: z.coerce
    .number({ error: 'SPORTS_PRODUCER_INACTIVITY_MS must be a number' })
    .int()
    .min(10_000)
    .max(3_600_000)
    .default(20_000),
  /** Orca Virtual Football's pace: a round kicks off every this many seconds (browser tests play faster). */
  SPORTS_ROUND_SECONDS: z.coerce
    .number({ error: 'SPORTS_ROUND_SECONDS must be a number' })
    .int()
    .min(10)
    .max(86_400)
    .default(180),
  /** Real milliseconds per match minute: 1,000 plays 90 minutes in about 90 s. */
  SPORTS_MATCH_MINUTE_MS: z.coerce
    .number({ error: 'SPORTS_MATCH_MINUTE_MS must be a number' })
    .int()
    .min(50)
    .max(60_000)
    .default(1_000),
  /** How often an open socket's private channel checks that its session still lives (a block, a log-out elsewhere). */
  LIVE_SESSION_CHECK_MS: z.coerce
    .number({ error: 'LIVE_SESSION_CHECK_MS must be a number' })
    .int()
    .min(100)
    .max(600_000)
    .default(25_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** The back office listens here, its own origin, so nothing on the player site can read an operator's session. */
  ADMIN_PORT: z.coerce
    .number({ error: 'ADMIN_PORT must be a port number' })
    .int()
    .min(0)
    .max(65535)
    .default(3001),
  ADMIN_DIST: z.string().optional(),
  DEMO_SEED: flag('DEMO_SEED'),
  /** The demo's local Ethereum node (anvil on PORT + 200): on unless false (the browser tests' servers need none). */
  DEMO_LOCAL_CHAIN: flag('DEMO_LOCAL_CHAIN'),
  /** Where the demo's local Ethereum node listens; PORT + 200 when unset (a test server picks a free one). */
  DEMO_LOCAL_CHAIN_PORT: z.coerce
    .number({ error: 'DEMO_LOCAL_CHAIN_PORT must be a port number' })
    .int()
    .min(1)
    .max(65535)
    .optional(),
  /** Orca Virtual Football plays its rounds (on unless false: API tests that feed matches themselves turn it off). */
  SPORTS_VIRTUAL_LEAGUE: flag('SPORTS_VIRTUAL_LEAGUE'),
  /** The Odds API v4 key: set, its producer brings real pre-match odds beside the virtual league; unset, it is off. */
  ODDS_API_KEY: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{8,128}$/, {
          error: 'ODDS_API_KEY must be the key The Odds API issued (letters and digits)',
        })
        .optional(),
    ),
  ODDS_API_URL: optionalUrl('ODDS_API_URL').transform((v) => v ?? 'https://api.the-odds-api.com'),
  /** The Odds API's sport keys to follow (soccer_epl, basketball_nba, …). */
  ODDS_API_SPORTS: list(['soccer_epl']).pipe(
    z
      .array(
        z.string().regex(/^[a-z0-9]+(_[a-z0-9]+)*$/, {
          error: 'ODDS_API_SPORTS must be sport keys such as soccer_epl, comma-separated',
        }),
      )
      .min(1, { error: 'ODDS_API_SPORTS must name at least one sport' })
      .max(20, { error: 'ODDS_API_SPORTS may name at most 20 sports (each poll costs credits)' }),
  ),
  /** The bookmakers' regions whose prices are read (each region costs credits per poll). */
  ODDS_API_REGIONS: list(['eu']).pipe(
    z
      .array(
        z.enum(['us', 'us2', 'uk', 'au', 'eu'], {
          error: 'ODDS_API_REGIONS must be among us, us2, uk, au, eu',
        }),
      )
      .min(1, { error: 'ODDS_API_REGIONS must name at least one region' }),
  ),
  /** Odds older than this are suspended (The Odds API refreshes pre-match odds about every minute). */
  ODDS_API_STALE_SECONDS: z.coerce
    .number({ error: 'ODDS_API_STALE_SECONDS must be a number' })
    .int()
    .min(60)
    .max(86_400)
    .default(900),
  ...CRYPTO_CONFIG_SHAPE,
  ...TREASURY_CONFIG_SHAPE,
  ...UOF_CONFIG_SHAPE,
});

type Parsed = z.infer<typeof ConfigSchema>;

export type Config = Omit<
  Parsed,
  | 'HOST'
  | 'DEMO_SEED'
  | 'SANDBOX_WEBHOOK_SECRET'
  | 'REFERENCE_PROVIDER_SECRET'
  | 'SANDBOX_PAYMENTS'
  | 'OPERATOR_SECRET_KEY'
> & {
  mode: Mode;
  /** Demo mode: demo player and operator, sandbox payments, the outbox mailbox, /api/v1/demo routes. */
  isDemo: boolean;
  HOST: string;
  DEMO_SEED: boolean;
  /** The built-in sandbox payment provider and its hosted pages. */
  hasSandboxPayments: boolean;
  SANDBOX_WEBHOOK_SECRET: string;
  REFERENCE_PROVIDER_SECRET: string;
  /** The 32-byte key operators' TOTP secrets are encrypted with (the published demo key in demo mode when unset). */
  OPERATOR_SECRET_KEY: Buffer;
  publicUrl: string;
};

export class ConfigError extends Error {}

/** The mode, or why it cannot be chosen. */
function modeOf(
  env: Record<string, string | undefined>,
  parsed: Parsed,
): { mode: Mode } | { problem: string } {
  const isProductionEnv = env.NODE_ENV === 'production';
  if (parsed.ORCA_MODE === 'demo' && isProductionEnv)
    return { problem: 'ORCA_MODE: demo contradicts NODE_ENV=production' };
  if (isProductionEnv || parsed.ORCA_MODE === 'production') return { mode: 'production' };
  if (parsed.ORCA_MODE === 'demo') return { mode: 'demo' };
  // A real database without a stated mode is most likely a deployment that forgot NODE_ENV: its
  // demo operator's published password would open the back office, so it has to be said.
  if (parsed.DATABASE_URL !== undefined)
    return {
      problem:
        'DATABASE_URL: set NODE_ENV=production for a real deployment, or ORCA_MODE=demo to run the demo on this database',
    };
  return { mode: 'demo' };
}

/** What production refuses: each entry names its variable. */
function productionProblems(
  env: Record<string, string | undefined>,
  parsed: Parsed,
  hasSandboxPayments: boolean,
): string[] {
  const problems: string[] = [];
  const isSet = (name: string) => (env[name] ?? '').trim() !== '';
  if (!isSet('API_KEY'))
    problems.push(
      "API_KEY: must be set in production (the skin's public key; the demo key is published)",
    );
  if (!parsed.SMTP_URL)
    problems.push(
      'SMTP_URL: must be set in production (players need their confirmation and reset mails)',
    );
  if (!parsed.PUBLIC_URL)
    problems.push('PUBLIC_URL: must be set in production (links in mails and payment returns)');
  // The game frame of an http provider could be read or changed by anyone on the way.
  if (parsed.REFERENCE_PROVIDER_URL?.startsWith('http://'))
    problems.push('REFERENCE_PROVIDER_URL: must be https in production');
  // The key travels in the query string: over http anyone on the way could read it.
  if (parsed.ODDS_API_KEY !== undefined && parsed.ODDS_API_URL.startsWith('http://'))
    problems.push('ODDS_API_URL: must be https in production (the key is in every request)');
  problems.push(...uofProductionProblems(parsed));
  if (parsed.DEMO_SEED === true)
    problems.push('DEMO_SEED: the demo player and operator are never seeded in production');
  const secrets: [name: string, demoValue: string, isNeeded: boolean][] = [
    ['SANDBOX_WEBHOOK_SECRET', DEMO_SANDBOX_WEBHOOK_SECRET, hasSandboxPayments],
    [
      'REFERENCE_PROVIDER_SECRET',
      DEMO_REFERENCE_PROVIDER_SECRET,
      parsed.REFERENCE_PROVIDER_URL !== undefined,
    ],
  ];
  // Without a key of its own, a production site's TOTP secrets would be readable by anyone holding
  // the database and this repository.
  if (parsed.OPERATOR_SECRET_KEY === undefined)
    problems.push(
      "OPERATOR_SECRET_KEY: must be set in production (the key operators' TOTP secrets are encrypted with; openssl rand -base64 32)",
    );
  else if (
    decodeSecretKey(parsed.OPERATOR_SECRET_KEY)?.equals(decodeSecretKey(DEMO_OPERATOR_SECRET_KEY)!)
  )
    problems.push(
      'OPERATOR_SECRET_KEY: is the published demo key; generate your own (openssl rand -base64 32)',
    );
  problems.push(...cryptoProductionProblems(parsed));
  for (const [name, demoValue, isNeeded] of secrets) {
    const value = parsed[name as 'SANDBOX_WEBHOOK_SECRET' | 'REFERENCE_PROVIDER_SECRET'];
    if (value === demoValue)
      problems.push(
        `${name}: is the published demo secret; generate your own (openssl rand -hex 32)`,
      );
    else if (isNeeded && value === undefined) problems.push(`${name}: must be set in production`);
  }
  return problems;
}

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
  // Half a licence line would name a regulator without a licence number, or the reverse.
  const partial = [
    [
      'LICENCE_OPERATOR, LICENCE_REGULATOR and LICENCE_NUMBER',
      [parsed.LICENCE_OPERATOR, parsed.LICENCE_REGULATOR, parsed.LICENCE_NUMBER],
    ],
    ['HELPLINE_NAME and HELPLINE_PHONE', [parsed.HELPLINE_NAME, parsed.HELPLINE_PHONE]],
  ] as const;
  for (const [names, values] of partial) {
    const setCount = values.filter((value) => value !== undefined).length;
    if (setCount > 0 && setCount < values.length)
      throw new ConfigError(`Invalid configuration:\n  ${names}: set all of them or none`);
  }
  const uofProblem = uofPartialProblem(parsed);
  if (uofProblem) throw new ConfigError(`Invalid configuration:\n  ${uofProblem}`);
  const chosen = modeOf(env, parsed);
  if ('problem' in chosen) throw new ConfigError(`Invalid configuration:\n  ${chosen.problem}`);
  const { mode } = chosen;
  const isDemo = mode === 'demo';
  const hasSandboxPayments = isDemo || parsed.SANDBOX_PAYMENTS === true;
  if (!isDemo) {
    const problems = productionProblems(env, parsed, hasSandboxPayments);
    if (problems.length > 0)
      throw new ConfigError(
        `Orca refuses to start in production mode:\n${problems.map((p) => `  ${p}`).join('\n')}`,
      );
  }
  return {
    ...parsed,
    mode,
    isDemo,
    HOST: parsed.HOST ?? (isDemo ? '127.0.0.1' : '0.0.0.0'),
    DEMO_SEED: isDemo && parsed.DEMO_SEED !== false,
    hasSandboxPayments,
    SANDBOX_WEBHOOK_SECRET: parsed.SANDBOX_WEBHOOK_SECRET ?? DEMO_SANDBOX_WEBHOOK_SECRET,
    REFERENCE_PROVIDER_SECRET: parsed.REFERENCE_PROVIDER_SECRET ?? DEMO_REFERENCE_PROVIDER_SECRET,
    OPERATOR_SECRET_KEY: decodeSecretKey(parsed.OPERATOR_SECRET_KEY ?? DEMO_OPERATOR_SECRET_KEY)!,
    // A relative folder is taken from where the command was typed (npm's INIT_CWD): `npm start`
    // at the repository root keeps its data in ./.data there, not inside the workspace npm enters.
    DATA_DIR: path.resolve(env.INIT_CWD ?? process.cwd(), parsed.DATA_DIR),
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
  };
}
