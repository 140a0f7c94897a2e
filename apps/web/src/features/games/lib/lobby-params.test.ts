import { describe, expect, it } from 'vitest';
import { categoryHref, lobbyFiltersOf, visibleCategoriesOf, withParams } from './lobby-params';

describe('lobbyFiltersOf', () => {
  it('shows all games by popularity from every provider when the address names nothing', () => {
    expect(lobbyFiltersOf(new URLSearchParams())).toEqual({
      category: 'all',
      provider: 'all',
      sort: 'popular',
      title: '',
      isSearching: false,
      isFavorites: false,
    });
  });

  it('ignores a category or a sort it does not know', () => {
    const filters = lobbyFiltersOf(new URLSearchParams('category=poker&sort=cheapest'));
    expect(filters.category).toBe('all');
    expect(filters.sort).toBe('popular');
  });

  it('searches by the trimmed title, which takes over from favourites', () => {
    const filters = lobbyFiltersOf(new URLSearchParams('category=favorites&q=%20book%20'));
    expect(filters).toMatchObject({ title: 'book', isSearching: true, isFavorites: false });
    expect(lobbyFiltersOf(new URLSearchParams('category=favorites&q=%20')).isFavorites).toBe(true);
  });
});

describe('withParams', () => {
  it('sets the given keys and removes those changed to empty or null, keeping the rest', () => {
    const next = withParams(new URLSearchParams('q=book&sort=new&provider=orca'), {
      q: '',
      sort: null,
      category: 'crash',
    });
    expect(next.toString()).toBe('provider=orca&category=crash');
  });
});

describe('categoryHref', () => {
  it('keeps the other filters, drops the search and names the category unless it is all', () => {
    const params = new URLSearchParams('provider=orca&q=book&category=new');
    expect(categoryHref(params, '/casino', 'jackpot')).toBe(
      '/casino?provider=orca&category=jackpot',
    );
    expect(categoryHref(params, '/casino', 'all')).toBe('/casino?provider=orca');
    expect(categoryHref(new URLSearchParams('q=x'), '/casino', 'all')).toBe('/casino');
  });
});

describe('visibleCategoriesOf', () => {
  it('offers favourites to a player, or to a visitor whose address asks for them', () => {
    expect(visibleCategoriesOf('casino', true, 'all')).toContain('favorites');
    expect(visibleCategoriesOf('casino', false, 'all')).not.toContain('favorites');
    expect(visibleCategoriesOf('casino', false, 'favorites')).toContain('favorites');
  });

  it('gives each section its own chips', () => {
    expect(visibleCategoriesOf('game-shows', true, 'all')).toEqual(['all']);
    expect(visibleCategoriesOf('livecasino', false, 'all')).toEqual([
      'all',
      'baccarat',
      'blackjack',
      'roulette',
    ]);
  });
});
