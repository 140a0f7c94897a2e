import { describe, expect, it } from 'vitest';
import { originOf, playModeOf } from './game-page';

describe('playModeOf', () => {
  it('plays in the mode the address asks for', () => {
    expect(playModeOf('fun', true)).toBe('fun');
    expect(playModeOf('real', false)).toBe('real');
  });

  it('plays a player for real money and a visitor for fun when the address names no mode', () => {
    expect(playModeOf(null, true)).toBe('real');
    expect(playModeOf('demo', false)).toBe('fun');
  });
});

describe('originOf', () => {
  it('reads the origin of an absolute or a relative launch address', () => {
    expect(originOf('https://games.example.com/play?x=1', 'https://orca.test/play/a/b')).toBe(
      'https://games.example.com',
    );
    expect(originOf('/game-client/dice', 'https://orca.test/play/a/b')).toBe('https://orca.test');
  });

  it('has no origin before the launch answers or for an address that does not parse', () => {
    expect(originOf(undefined, 'https://orca.test/')).toBeNull();
    expect(originOf('http://[bad', 'https://orca.test/')).toBeNull();
  });
});
