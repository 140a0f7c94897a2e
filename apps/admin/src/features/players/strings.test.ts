import { describe, expect, it } from 'vitest';
import { labelOf } from '../../lib/labels';
import { playersStrings } from './strings';

describe('players labels', () => {
  it('names the KYC status as operators read it', () => {
    expect(labelOf(playersStrings.labels.kycStatuses, 'not_verified')).toBe('Not verified');
  });
});
