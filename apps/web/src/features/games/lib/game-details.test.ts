import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatLayout, formatRtp, humanize } from './game-details';

/** Stands in for i18next: the key and its values, so the test sees what was asked for. */
const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}${values ? JSON.stringify(values) : ''}`) as unknown as TFunction;

describe('game details', () => {
  it('read the catalogue’s layouts in the interface language', () => {
    expect(formatLayout('5x3 20 lines', t, 'en')).toBe(
      'games.layout.lines{"grid":"5×3","count":"20"}',
    );
    expect(formatLayout('5x4 1024 ways', t, 'de')).toBe(
      'games.layout.ways{"grid":"5×4","count":"1.024"}',
    );
    expect(formatLayout('6 reels megaways', t, 'en')).toBe('games.layout.megaways{"reels":"6"}');
    expect(formatLayout('instant', t, 'en')).toBe('games.layout.instant');
    expect(formatLayout('cluster pays', t, 'en')).toBe('cluster pays');
  });

  it('show the RTP as a percentage', () => {
    expect(formatRtp('96.02', 'en')).toBe('96.02%');
    expect(formatRtp('96.02', 'de')).toBe('96,02\u00a0%');
  });

  it('name an unknown feature from its code', () => {
    expect(humanize('free-spin-multiplier')).toBe('Free spin multiplier');
  });
});
