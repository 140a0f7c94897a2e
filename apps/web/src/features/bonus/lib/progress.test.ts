import { describe, expect, it } from 'vitest';
import { wageringPercent } from './progress';

describe('wagering progress', () => {
  it('rounds down, so the bar reaches 100 % only once the requirement is met', () => {
    expect(wageringPercent('0.00', '200.00')).toBe(0);
    expect(wageringPercent('5.00', '200.00')).toBe(2);
    expect(wageringPercent('199.99', '200.00')).toBe(99);
    expect(wageringPercent('200.00', '200.00')).toBe(100);
    expect(wageringPercent('250.00', '200.00')).toBe(100);
  });

  it('treats a bonus without wagering as complete', () => {
    expect(wageringPercent('0.00', '0.00')).toBe(100);
  });
});
