import { describe, expect, it } from 'vitest';
import { labelOf } from '../../lib/labels';
import { contentStrings } from './strings';

describe('content labels', () => {
  it('names a built-in drawer menu entry as the player site does', () => {
    expect(labelOf(contentStrings.menuEntries, 'vipClub')).toBe('VIP Club');
  });
});
