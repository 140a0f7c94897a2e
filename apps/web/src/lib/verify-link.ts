import type { Round } from '@orca/contracts';

/** The verifier page; its query carries GET /fair/verify's parameters, so any screen can link to a round. */
export const VERIFIER_PATH = '/provably-fair';

const hundredths = (value: unknown) => (typeof value === 'number' ? (value / 100).toFixed(2) : '');

/**
 * The verifier's address for a finished round: its seeds, nonce and the parameters its game
 * needs, plus the server seed hash that was shown before play (`serverSeedHash`, for the page
 * to compare). Null while the round cannot be checked yet: the server seed is revealed only
 * after the player rotates their seeds; a crash round needs its game's hash.
 */
export function verifyLinkOf(round: Pick<Round, 'outcome' | 'fair'>): string | null {
  const outcome = round.outcome as Record<string, unknown> | null;
  if (!outcome || typeof outcome.kind !== 'string') return null;
  const query = new URLSearchParams({ game: outcome.kind });
  if (outcome.kind === 'crash') {
    if (typeof outcome.hash !== 'string') return null;
    query.set('hash', outcome.hash);
    return `${VERIFIER_PATH}?${query.toString()}`;
  }
  const fair = round.fair;
  if (!fair?.serverSeed) return null;
  query.set('serverSeed', fair.serverSeed);
  query.set('clientSeed', fair.clientSeed);
  query.set('nonce', String(fair.nonce));
  switch (outcome.kind) {
    case 'dice':
      query.set('target', hundredths(outcome.targetHundredths));
      query.set('direction', String(outcome.direction));
      break;
    case 'limbo':
      query.set('target', hundredths(outcome.targetHundredths));
      break;
    case 'keno':
      query.set('picks', Array.isArray(outcome.picks) ? outcome.picks.join(',') : '');
      query.set('risk', String(outcome.risk));
      break;
    case 'plinko':
      query.set('rows', String(outcome.rows));
      query.set('risk', String(outcome.risk));
      break;
    case 'mines':
      query.set('mines', String(outcome.mines));
      break;
    case 'slot':
      query.set('title', String(outcome.title));
      if (outcome.isBonusBuy === true) query.set('bonusBuy', '1');
      break;
  }
  query.set('serverSeedHash', fair.serverSeedHash);
  return `${VERIFIER_PATH}?${query.toString()}`;
}
