import { describe, expect, it } from 'vitest';
import { parseDeviceTokens, REMEMBERED_USERNAMES_MAX, withDeviceToken } from './device-tokens';

describe('device tokens kept by the browser', () => {
  it('keeps one token per username, whatever its case, the latest log-in last', () => {
    const first = withDeviceToken([], 'Skipper1', 'token-a');
    const second = withDeviceToken(first, 'Mate22', 'token-b');
    const again = withDeviceToken(second, 'SKIPPER1', 'token-c');
    expect(again).toEqual([
      { username: 'mate22', token: 'token-b' },
      { username: 'skipper1', token: 'token-c' },
    ]);
  });

  it('forgets the least recent usernames past the cap, usernames of digits included', () => {
    let tokens = withDeviceToken([], '123456', 'digits');
    for (let i = 0; i < REMEMBERED_USERNAMES_MAX; i += 1)
      tokens = withDeviceToken(tokens, `player${i}`, `token-${i}`);
    expect(tokens).toHaveLength(REMEMBERED_USERNAMES_MAX);
    expect(tokens.map((entry) => entry.username)).not.toContain('123456');
  });

  it('reads anything it did not write itself as no tokens at all', () => {
    expect(parseDeviceTokens(null)).toEqual([]);
    expect(parseDeviceTokens('not json')).toEqual([]);
    expect(parseDeviceTokens('{"skipper1":"token-a"}')).toEqual([]);
    expect(parseDeviceTokens(JSON.stringify([{ username: 'skipper1', token: 'token-a' }]))).toEqual(
      [{ username: 'skipper1', token: 'token-a' }],
    );
  });
});
