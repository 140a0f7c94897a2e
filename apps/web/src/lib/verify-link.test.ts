import { describe, expect, it } from 'vitest';
import { verifyLinkOf } from './verify-link';

const fair = { serverSeedHash: 'h4sh', clientSeed: 'my seed', nonce: 3, serverSeed: 's3cret' };

describe('the verifier link of a round', () => {
  it('carries the seeds, the game’s parameters and the hash shown before play', () => {
    const link = verifyLinkOf({ outcome: { kind: 'dice', targetHundredths: 4950, direction: 'under', rollHundredths: 1234 }, fair });
    expect(link).not.toBeNull();
    const query = new URL(link ?? '', 'http://orca.test').searchParams;
    expect(Object.fromEntries(query)).toEqual({ game: 'dice', serverSeed: 's3cret', clientSeed: 'my seed', nonce: '3', target: '49.50', direction: 'under', serverSeedHash: 'h4sh' });
    expect(new URL(link ?? '', 'http://orca.test').pathname).toBe('/provably-fair');
  });

  it('is null while the server seed is still secret', () => {
    expect(verifyLinkOf({ outcome: { kind: 'keno', picks: [1, 2], risk: 'low' }, fair: { ...fair, serverSeed: null } })).toBeNull();
  });

  it('needs only the game hash for a crash round, once the round has busted', () => {
    expect(verifyLinkOf({ outcome: { kind: 'crash', hash: 'ab'.repeat(32) }, fair: null })).toBe(`/provably-fair?game=crash&hash=${'ab'.repeat(32)}`);
    expect(verifyLinkOf({ outcome: { kind: 'crash' }, fair: null })).toBeNull();
  });

  it('passes the slot title and a bought bonus', () => {
    const link = verifyLinkOf({ outcome: { kind: 'slot', title: 'orca-gold-rush', isBonusBuy: true }, fair });
    const query = new URL(link ?? '', 'http://orca.test').searchParams;
    expect([query.get('title'), query.get('bonusBuy')]).toEqual(['orca-gold-rush', '1']);
  });
});
