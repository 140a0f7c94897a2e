import { describe, expect, it } from 'vitest';
import { countdownParts, formatScore, rankMoves } from './figures';

describe('formatScore', () => {
  it('shows euros wagered as money, multipliers with a sign and points as whole numbers', () => {
    expect(formatScore('1234.5', 'total_wagered', 'en')).toBe('€1,234.50');
    expect(formatScore('12.345678', 'best_multiplier', 'en')).toBe('×12.35');
    expect(formatScore('7.5', 'first_n_multipliers', 'de')).toBe('×7,5');
    expect(formatScore('31', 'multiplier_points', 'en')).toBe('31');
  });
  it("shows a provider's own score text as the provider wrote it", () => {
    expect(formatScore('x152.40', 'best_multiplier', 'en')).toBe('x152.40');
  });
});

describe('countdownParts', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('splits what is left into days and a clock', () => {
    expect(countdownParts('2026-01-02T03:04:05Z', now)).toEqual({
      days: 1,
      time: '03:04:05',
      isOver: false,
    });
  });
  it('stops at zero once the moment passed', () => {
    expect(countdownParts('2025-12-31T23:59:00Z', now)).toEqual({
      days: 0,
      time: '00:00:00',
      isOver: true,
    });
  });
});

describe('rankMoves', () => {
  it('tells the places each player gained or lost and who is new', () => {
    const moves = rankMoves(
      [
        { username: 'a***', rank: 1 },
        { username: 'b***', rank: 2 },
      ],
      [
        { username: 'b***', rank: 1 },
        { username: 'a***', rank: 2 },
        { username: 'c***', rank: 3 },
      ],
    );
    expect(moves.get('b***')).toEqual({ delta: 1, isNew: false });
    expect(moves.get('a***')).toEqual({ delta: -1, isNew: false });
    expect(moves.get('c***')).toEqual({ delta: 0, isNew: true });
  });
  it('marks nothing on the first leaderboard seen', () => {
    expect(rankMoves([], [{ username: 'a***', rank: 1 }]).size).toBe(0);
  });
});
