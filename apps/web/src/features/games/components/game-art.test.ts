import { describe, expect, it } from 'vitest';
import { shade } from './game-art-colour';
import { drawingOf, hasMotif } from './game-art-motifs';

describe('shade', () => {
  it('mixes towards black for a negative amount and towards white for a positive one', () => {
    expect(shade('#808080', -0.5)).toBe('#404040');
    expect(shade('#808080', 0.5)).toBe('#c0c0c0');
    expect(shade('#ff0000', -1)).toBe('#000000');
    expect(shade('#00ff00', 1)).toBe('#ffffff');
  });

  it('accepts a colour without the hash and keeps leading zeros', () => {
    expect(shade('0a0b0c', 0)).toBe('#0a0b0c');
  });

  it('returns anything that is not #rrggbb unchanged', () => {
    expect(shade('red', -0.5)).toBe('red');
    expect(shade('#fff', 0.5)).toBe('#fff');
  });
});

describe('drawingOf', () => {
  it('draws an alias like the motif it names', () => {
    expect(drawingOf('cards')).toBeDefined();
    expect(drawingOf('blackjack')).toBe(drawingOf('cards'));
    expect(drawingOf('gem')).toBe(drawingOf('diamond'));
  });

  it('has no drawing for an unknown motif, which falls back to the initial', () => {
    expect(drawingOf('unheard-of')).toBeUndefined();
    expect(hasMotif('unheard-of')).toBe(false);
    expect(hasMotif('seven')).toBe(true);
  });
});
