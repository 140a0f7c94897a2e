import { describe, expect, it } from 'vitest';
import { STAKE_SEEDS } from '../__fixtures__/stake-seeds.ts';
import { FairFloats } from '../rng/fair.ts';
import { ArrayFloats } from '../rng/float-source.ts';
import {
  ROULETTE_BET_KINDS,
  ROULETTE_TABLE_ODDS,
  ROULETTE_TABLE_RTP,
  rouletteHotCold,
  rouletteTableSpin,
  settleRouletteTableBets,
  type RouletteBet,
  type RouletteBetKind,
} from './roulette-table.ts';

// One bet of every kind, each covering pocket 17 except where noted.
const BETS_ON_17: readonly { bet: RouletteBet; winsOn17: boolean }[] = [
  { bet: { kind: 'straight', number: 17 }, winsOn17: true },
  { bet: { kind: 'split', numbers: [17, 20] }, winsOn17: true },
  { bet: { kind: 'street', row: 6 }, winsOn17: true },
  { bet: { kind: 'corner', numbers: [13, 14, 16, 17] }, winsOn17: true },
  { bet: { kind: 'six-line', row: 5 }, winsOn17: true },
  { bet: { kind: 'dozen', dozen: 2 }, winsOn17: true },
  { bet: { kind: 'column', column: 2 }, winsOn17: true },
  { bet: { kind: 'black' }, winsOn17: true },
  { bet: { kind: 'odd' }, winsOn17: true },
  { bet: { kind: 'low' }, winsOn17: true },
  { bet: { kind: 'red' }, winsOn17: false },
  { bet: { kind: 'even' }, winsOn17: false },
  { bet: { kind: 'high' }, winsOn17: false },
];

describe('live roulette table', () => {
  it('spins the same pocket as the published single-player roulette for the same seeds', () => {
    const pockets = STAKE_SEEDS.map(
      (s) => rouletteTableSpin(new FairFloats(s.serverSeed, s.clientSeed, s.nonce)).pocket,
    );
    expect(pockets).toEqual([28, 7, 20]);
    expect(rouletteTableSpin(new ArrayFloats([0])).colour).toBe('green');
    expect(rouletteTableSpin(new ArrayFloats([0.5]))).toEqual({ pocket: 18, colour: 'red' });
  });

  it('pays every bet kind its published odds on a winning pocket and nothing on a losing one', () => {
    const stakeMinor = 100n;
    const settled = settleRouletteTableBets(
      17,
      BETS_ON_17.map(({ bet }) => ({ bet, stakeMinor })),
    );
    settled.forEach((s, i) => {
      const expected = BETS_ON_17[i];
      expect(s.isWin).toBe(expected?.winsOn17);
      expect(s.returnMinor).toBe(
        s.isWin ? stakeMinor * BigInt(ROULETTE_TABLE_ODDS[s.bet.kind] + 1) : 0n,
      );
    });
    expect(settled.map((s) => s.returnMinor)).toEqual([
      3600n,
      1800n,
      1200n,
      900n,
      600n,
      300n,
      300n,
      200n,
      200n,
      200n,
      0n,
      0n,
      0n,
    ]);
    expect(
      settleRouletteTableBets(0, [
        { bet: { kind: 'straight', number: 0 }, stakeMinor: 7n },
        { bet: { kind: 'red' }, stakeMinor: 7n },
      ]).map((s) => s.returnMinor),
    ).toEqual([252n, 0n]);
  });

  it('returns exactly the declared RTP for every bet kind, over all 37 pockets', () => {
    const kinds = new Set<RouletteBetKind>();
    for (const { bet } of BETS_ON_17) {
      let returned = 0n;
      for (let pocket = 0; pocket < 37; pocket += 1)
        returned +=
          settleRouletteTableBets(pocket, [{ bet, stakeMinor: 1n }])[0]?.returnMinor ?? 0n;
      const rtp = ROULETTE_TABLE_RTP[bet.kind];
      // returned / 37 = numerator / denominator, cross-multiplied in integers.
      expect(returned * BigInt(rtp.denominator)).toBe(37n * BigInt(rtp.numerator));
      kinds.add(bet.kind);
    }
    expect([...kinds].sort()).toEqual([...ROULETTE_BET_KINDS].sort());
    expect(ROULETTE_TABLE_RTP.straight).toEqual({ numerator: 36, denominator: 37 });
  });

  it('refuses invalid pockets, stakes and bets', () => {
    expect(() => settleRouletteTableBets(37, [{ bet: { kind: 'red' }, stakeMinor: 1n }])).toThrow(
      RangeError,
    );
    expect(() => settleRouletteTableBets(3, [{ bet: { kind: 'red' }, stakeMinor: 0n }])).toThrow(
      RangeError,
    );
    expect(() =>
      settleRouletteTableBets(3, [{ bet: { kind: 'split', numbers: [1, 5] }, stakeMinor: 1n }]),
    ).toThrow(RangeError);
    expect(() => settleRouletteTableBets(3, [])).toThrow(RangeError);
  });

  it('lists hot and cold numbers over the last results only, ties by the smaller number', () => {
    const results = [5, 5, 5, 5, 17, 17, 17, 32, 32, 0, 3];
    const { hot, cold } = rouletteHotCold(results, 7, 3);
    // The last seven results are 17, 17, 17, 32, 32, 0, 3: the four fives fell out of the window.
    expect(hot).toEqual([
      { number: 17, hits: 3 },
      { number: 32, hits: 2 },
      { number: 0, hits: 1 },
    ]);
    expect(cold).toEqual([
      { number: 1, hits: 0 },
      { number: 2, hits: 0 },
      { number: 4, hits: 0 },
    ]);
    expect(() => rouletteHotCold([37], 10, 3)).toThrow(RangeError);
  });
});
