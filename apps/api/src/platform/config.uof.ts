import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/**
 * Sportradar's Unified Odds Feed (issue 24, modules/sports/uof). The adapter runs when UOF_AMQP_URL,
 * UOF_API_URL and UOF_TOKEN are all set, and is off when none is; half of them is refused.
 */
export const UOF_CONFIG_SHAPE = {
  /** The feed's AMQP URL: amqps://<token>:@mq.betradar.com:5671/<bookmaker id> at Sportradar. */
  UOF_AMQP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^amqps?:\/\/\S+$/, { error: 'UOF_AMQP_URL must be an amqp:// or amqps:// URL' })
      .optional(),
  ),
  /** UOF's HTTP API (recovery requests, fixtures): https://api.betradar.com at Sportradar. */
  UOF_API_URL: optionalText.pipe(z.url({ error: 'UOF_API_URL must be a URL' }).optional()),
  /** The access token Sportradar issued (sent as x-access-token). */
  UOF_TOKEN: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,128}$/, {
        error: 'UOF_TOKEN must be the access token Sportradar issued (letters and digits)',
      })
      .optional(),
  ),
  /** The feed's exchange (Sportradar's is unifiedfeed). */
  UOF_EXCHANGE: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,200}$/, { error: 'UOF_EXCHANGE must be an exchange name' })
    .default('unifiedfeed'),
  /** The UOF producers followed: 1 Live Odds, 3 Ctrl (prematch). */
  UOF_PRODUCERS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '1,3')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z.enum(['1', '3'], { error: 'UOF_PRODUCERS must be among 1 (Live Odds) and 3 (Ctrl)' }),
        )
        .min(1, { error: 'UOF_PRODUCERS must name at least one producer' })
        .transform((ids) => [...new Set(ids.map(Number))]),
    ),
};

interface UofParsed {
  UOF_AMQP_URL?: string | undefined;
  UOF_API_URL?: string | undefined;
  UOF_TOKEN?: string | undefined;
}

/** Half a feed would connect with nowhere to ask for recovery, or the reverse: refused in any mode. */
export function uofPartialProblem(parsed: UofParsed): string | null {
  const set = [parsed.UOF_AMQP_URL, parsed.UOF_API_URL, parsed.UOF_TOKEN].filter(
    (value) => value !== undefined,
  ).length;
  return set > 0 && set < 3
    ? 'UOF_AMQP_URL, UOF_API_URL and UOF_TOKEN: set all of them or none'
    : null;
}

/** The token is in every API request's header and the feed's login: never in clear in production. */
export function uofProductionProblems(parsed: UofParsed): string[] {
  const problems: string[] = [];
  if (parsed.UOF_API_URL?.startsWith('http://'))
    problems.push('UOF_API_URL: must be https in production (the token is in every request)');
  if (parsed.UOF_AMQP_URL?.startsWith('amqp://'))
    problems.push('UOF_AMQP_URL: must be amqps:// in production (the feed logs in with the token)');
  return problems;
}
