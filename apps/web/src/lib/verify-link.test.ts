import type { RoundOutcome } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import { crashVerifyLinkOf, verifyLinkOf } from './verify-link';

const fair = { serverSeedHash: 'h4sh', clientSeed: 'my seed', nonce: 3, serverSeed: 's3cret' };
const dice: RoundOutcome = {
  kind: 'dice',
  targetHundredths: 4950,
  direction: 'under',
  rollHundredths: 1234,
  isWin: true,
  isJackpotHit: false,
};
const keno: RoundOutcome = {
  kind: 'keno',
  picks: [1, 2],
  risk: 'low',
  drawn: [2, 9, 11, 17, 20, 23, 28, 31, 35, 40],
  hits: [2],
  isJackpotHit: false,
};
const crashBet = { kind: 'crash', crashGameId: '42', autoCashoutHundredths: null } as const;
const slot: RoundOutcome = {
  kind: 'slot',
  title: 'orca-gold-rush',
  isBonusBuy: true,
  spins: [],
  totalWinX100: 0,
  freeSpinsPlayed: 0,
  isJackpotHit: false,
};

describe('the verifier link of a round', () => {
  it('carries the seeds, the game’s parameters and the hash shown before play', () => {
    const link = verifyLinkOf({ outcome: dice, fair });
    expect(link).not.toBeNull();
    const query = new URL(link ?? '', 'http://orca.test').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      game: 'dice',
      serverSeed: 's3cret',
      clientSeed: 'my seed',
      nonce: '3',
      target: '49.50',
      direction: 'under',
      serverSeedHash: 'h4sh',
    });
    expect(new URL(link ?? '', 'http://orca.test').pathname).toBe('/provably-fair');
  });

  it('is null while the server seed is still secret, and for an external provider’s round', () => {
    expect(verifyLinkOf({ outcome: keno, fair: { ...fair, serverSeed: null } })).toBeNull();
    expect(verifyLinkOf({ outcome: null, fair: null })).toBeNull();
  });

  it('needs only the game hash for a crash round, once the round has busted', () => {
    const hash = 'ab'.repeat(32);
    expect(
      verifyLinkOf({
        outcome: {
          ...crashBet,
          cashoutHundredths: 150,
          hash,
          salt: 'salt',
          crashPointHundredths: 212,
        },
        fair: null,
      }),
    ).toBe(`/provably-fair?game=crash&hash=${hash}`);
    expect(crashVerifyLinkOf(hash)).toBe(`/provably-fair?game=crash&hash=${hash}`);
    expect(verifyLinkOf({ outcome: crashBet, fair: null })).toBeNull();
  });

  it('passes the slot title and a bought bonus', () => {
    const link = verifyLinkOf({ outcome: slot, fair });
    const query = new URL(link ?? '', 'http://orca.test').searchParams;
    expect([query.get('title'), query.get('bonusBuy')]).toEqual(['orca-gold-rush', '1']);
  });
});
