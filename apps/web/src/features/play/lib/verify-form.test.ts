import { describe, expect, it } from 'vitest';
import { isCompleteQuery, queryFromValues, valuesFromQuery, VerifyFormSchema } from './verify-form';

const issuesOf = (query: string) => {
  const result = VerifyFormSchema.safeParse(valuesFromQuery(new URLSearchParams(query)));
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('the verifier form', () => {
  it('round-trips a linked dice round and sends only the game’s own parameters', () => {
    const link =
      'game=dice&serverSeed=s3rv3r&clientSeed=c1&nonce=7&target=49.5&direction=under&picks=1,2&rows=8&serverSeedHash=ABC';
    const query = queryFromValues(valuesFromQuery(new URLSearchParams(link)));
    expect(Object.fromEntries(query)).toEqual({
      game: 'dice',
      serverSeed: 's3rv3r',
      clientSeed: 'c1',
      nonce: '7',
      target: '49.5',
      direction: 'under',
      serverSeedHash: 'abc',
    });
    expect(isCompleteQuery(query)).toBe(true);
  });

  it('asks for every field the chosen game needs, and nothing about the others', () => {
    expect(issuesOf('game=dice')).toEqual([
      'serverSeed:required',
      'clientSeed:required',
      'nonce:required',
      'target:required',
    ]);
    expect(issuesOf('game=crash')).toEqual(['hash:required']);
    expect(
      isCompleteQuery(new URLSearchParams('game=plinko&serverSeed=a&clientSeed=b&nonce=0')),
    ).toBe(false);
  });

  it('holds each game to the limits a real bet has', () => {
    const seeds = 'serverSeed=a&clientSeed=b&nonce=0';
    expect(issuesOf(`game=dice&${seeds}&target=150`)).toEqual([
      'target:play.verifier.errors.diceTarget',
    ]);
    expect(issuesOf(`game=limbo&${seeds}&target=0.5`)).toEqual([
      'target:play.verifier.errors.limboTarget',
    ]);
    expect(issuesOf(`game=plinko&${seeds}&rows=20&risk=low`)).toEqual([
      'rows:play.verifier.errors.rows',
    ]);
    expect(issuesOf(`game=mines&${seeds}&mines=25`)).toEqual(['mines:play.verifier.errors.mines']);
    expect(issuesOf('game=crash&hash=xyz')).toEqual(['hash:play.verifier.errors.hash']);
    expect(issuesOf(`game=dice&${seeds.replace('nonce=0', 'nonce=abc')}&target=50`)).toEqual([
      'nonce:invalid_value',
    ]);
  });

  it('takes keno numbers 1–40 as the engine numbers them, distinct, at most ten', () => {
    const keno = 'game=keno&serverSeed=a&clientSeed=b&nonce=0&risk=high';
    expect(issuesOf(`${keno}&picks=1,40`)).toEqual([]);
    expect(issuesOf(`${keno}&picks=0,5`)).toEqual(['picks:keno_picks']);
    expect(issuesOf(`${keno}&picks=3,3`)).toEqual(['picks:keno_picks']);
    expect(issuesOf(`${keno}&picks=1,2,3,4,5,6,7,8,9,10,11`)).toEqual(['picks:keno_picks']);
    expect(
      queryFromValues(valuesFromQuery(new URLSearchParams(`${keno}&picks=4, 9 17`))).get('picks'),
    ).toBe('4,9,17');
  });

  it('keeps the bonus buy only for slots', () => {
    expect(
      queryFromValues(
        valuesFromQuery(new URLSearchParams('game=slot&title=orca-gold-rush&bonusBuy=1')),
      ).get('bonusBuy'),
    ).toBe('1');
    expect(
      queryFromValues(valuesFromQuery(new URLSearchParams('game=dice&bonusBuy=1'))).has('bonusBuy'),
    ).toBe(false);
  });

  it('round-trips a live baccarat hand: the shoe’s seeds and the hand’s position, which may be left out', () => {
    const link =
      'game=baccarat&serverSeed=sh0e&clientSeed=baccarat-1%3Ashoe%3A1&nonce=0&position=37&serverSeedHash=ABC&seat=4';
    const query = queryFromValues(valuesFromQuery(new URLSearchParams(link)));
    expect(Object.fromEntries(query)).toEqual({
      game: 'baccarat',
      serverSeed: 'sh0e',
      clientSeed: 'baccarat-1:shoe:1',
      nonce: '0',
      position: '37',
      serverSeedHash: 'abc',
    });
    expect(isCompleteQuery(query)).toBe(true);
    expect(issuesOf('game=baccarat&serverSeed=a&clientSeed=b&nonce=0')).toEqual([]);
    expect(issuesOf('game=baccarat&serverSeed=a&clientSeed=b&nonce=0&position=416')).toEqual([
      'position:play.verifier.errors.position',
    ]);
    expect(issuesOf('game=baccarat')).toEqual([
      'serverSeed:required',
      'clientSeed:required',
      'nonce:required',
    ]);
  });

  it('round-trips a blackjack seat with its decisions in order, typed with spaces or commas', () => {
    const values = valuesFromQuery(
      new URLSearchParams(
        'game=blackjack&serverSeed=s&clientSeed=blackjack-1%3A9&nonce=0&seat=3&actions=split,hit,stand,double',
      ),
    );
    expect(values.actions).toBe('split, hit, stand, double');
    expect(Object.fromEntries(queryFromValues(values))).toEqual({
      game: 'blackjack',
      serverSeed: 's',
      clientSeed: 'blackjack-1:9',
      nonce: '0',
      seat: '3',
      actions: 'split,hit,stand,double',
    });
    expect(queryFromValues({ ...values, actions: 'Hit  stand' }).get('actions')).toBe('hit,stand');
    // Without a seat the verifier shows the shared deal and the dealer; a seat without decisions stood.
    expect(issuesOf('game=blackjack&serverSeed=s&clientSeed=c&nonce=0')).toEqual([]);
    expect(issuesOf('game=blackjack&serverSeed=s&clientSeed=c&nonce=0&seat=0')).toEqual([]);
    expect(issuesOf('game=blackjack&serverSeed=s&clientSeed=c&nonce=0&actions=hit')).toEqual([
      'seat:required',
    ]);
    expect(
      issuesOf('game=blackjack&serverSeed=s&clientSeed=c&nonce=0&seat=1&actions=hit,surrender'),
    ).toEqual(['actions:play.verifier.errors.actions']);
    expect(issuesOf('game=blackjack&serverSeed=s&clientSeed=c&nonce=0&seat=-1')).toEqual([
      'seat:play.verifier.errors.seat',
    ]);
  });

  it('verifies live roulette as roulette and the game shows from the round’s seeds alone', () => {
    for (const game of ['roulette', 'money_wheel', 'multiplier_roulette', 'dice_show']) {
      const query = queryFromValues(
        valuesFromQuery(
          new URLSearchParams(
            `game=${game}&serverSeed=s&clientSeed=roulette-1%3A5&nonce=0&position=3&seat=2&actions=hit`,
          ),
        ),
      );
      expect(Object.fromEntries(query)).toEqual({
        game,
        serverSeed: 's',
        clientSeed: 'roulette-1:5',
        nonce: '0',
      });
      expect(isCompleteQuery(query)).toBe(true);
      expect(issuesOf(`game=${game}`)).toEqual([
        'serverSeed:required',
        'clientSeed:required',
        'nonce:required',
      ]);
    }
  });
});
