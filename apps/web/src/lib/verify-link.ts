import type { Round } from '@orca/contracts';

/** The verifier page; its query carries GET /fair/verify's parameters, so any screen can link to a round. */
export const VERIFIER_PATH = '/provably-fair';

const hundredths = (value: number) => (value / 100).toFixed(2);

/** The verifier's address for a crash game: its hash is all it needs (Orca knows the chain's salt). */
export function crashVerifyLinkOf(hash: string): string {
  return `${VERIFIER_PATH}?${new URLSearchParams({ game: 'crash', hash }).toString()}`;
}

/**
 * The verifier's address for a finished round: its seeds, nonce and the parameters its game
 * needs, plus the server seed hash that was shown before play (`serverSeedHash`, for the page
 * to compare). Null while the round cannot be checked yet: the server seed is revealed only
 * after the player rotates their seeds; a crash round needs its game's hash. External
 * providers' rounds (no outcome) are verified by their provider, not here.
 */
export function verifyLinkOf(round: Pick<Round, 'outcome' | 'fair'>): string | null {
  const { outcome, fair } = round;
  if (!outcome) return null;
  if (outcome.kind === 'crash')
    return outcome.hash === undefined ? null : crashVerifyLinkOf(outcome.hash);
  if (!fair?.serverSeed) return null;
  const query = new URLSearchParams({
    game: outcome.kind,
    serverSeed: fair.serverSeed,
    clientSeed: fair.clientSeed,
    nonce: String(fair.nonce),
  });
  switch (outcome.kind) {
    case 'dice':
      query.set('target', hundredths(outcome.targetHundredths));
      query.set('direction', outcome.direction);
      break;
    case 'limbo':
      query.set('target', hundredths(outcome.targetHundredths));
      break;
    case 'keno':
      query.set('picks', outcome.picks.join(','));
      query.set('risk', outcome.risk);
      break;
    case 'plinko':
      query.set('rows', String(outcome.rows));
      query.set('risk', outcome.risk);
      break;
    case 'mines':
      query.set('mines', String(outcome.mines));
      break;
    case 'slot':
      query.set('title', outcome.title);
      if (outcome.isBonusBuy) query.set('bonusBuy', '1');
      break;
  }
  query.set('serverSeedHash', fair.serverSeedHash);
  return `${VERIFIER_PATH}?${query.toString()}`;
}
