import type { Game } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import { firstPagesOf } from './home-rows';

const games = (...ids: string[]) => ids.map((id) => ({ id }) as Game);
const list = (...pages: Game[][]) => ({ pages: pages.map((page) => ({ games: page })) });

describe('firstPagesOf', () => {
  it('waits for both lists before the row shows anything', () => {
    expect(firstPagesOf(list(games('a')), undefined, 12)).toBeUndefined();
    expect(firstPagesOf(undefined, list(games('b')), 12)).toBeUndefined();
  });

  it("puts the first list's first page before the second's, cut to the row's size", () => {
    const row = firstPagesOf(list(games('a', 'b'), games('later')), list(games('c', 'd')), 3);
    expect(row?.map((game) => game.id)).toEqual(['a', 'b', 'c']);
  });

  it('shows an empty row when both lists are empty', () => {
    expect(firstPagesOf(list(), list(games()), 12)).toEqual([]);
  });
});
