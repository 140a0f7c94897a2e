import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api-client';
import { getProfile } from './player';

vi.mock('../api-client', () => ({ api: vi.fn() }));

const stored = new Map<string, string>();
beforeEach(() => {
  stored.clear();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => stored.set(k, v),
      removeItem: (k: string) => stored.delete(k),
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(api).mockReset();
});

describe('the user refresh', () => {
  it("saves the profile's country code, lowercase, under user-countrycode (spec section 4)", async () => {
    stored.set('user-countrycode', 'fr');
    vi.mocked(api).mockResolvedValue({ username: 'Refresher1', country: 'GB', countrycode: 'GB' });
    const profile = await getProfile();
    expect(vi.mocked(api)).toHaveBeenCalledWith('GET', '/player');
    expect(profile.countrycode).toBe('GB');
    expect(stored.get('user-countrycode')).toBe('gb');
  });

  it('keeps the stored code when the profile has none yet', async () => {
    stored.set('user-countrycode', 'de');
    vi.mocked(api).mockResolvedValue({ username: 'Refresher2', country: '', countrycode: '' });
    await getProfile();
    expect(stored.get('user-countrycode')).toBe('de');
  });
});
