import { describe, expect, it } from 'vitest';
import type { RoundPlay } from '../../api/play';
import {
  ballPosition,
  ballsLanding,
  geometry,
  pegPositions,
  slotColour,
  slotLabel,
  WIDTH,
  type Ball,
} from './plinko-geometry';

const ball = (id: string, startedAt: number, path = [1, 1, 0, 1, 0, 0, 1, 1]): Ball => ({
  id,
  rows: path.length,
  path,
  slot: path.reduce((sum, step) => sum + step, 0),
  startedAt,
  result: {} as RoundPlay,
});

describe('plinko board', () => {
  it('sets out rows of pegs growing by one from three', () => {
    const pegs = pegPositions(8);
    expect(pegs).toHaveLength(3 + 4 + 5 + 6 + 7 + 8 + 9 + 10);
    const firstRow = pegs.slice(0, 3).map((peg) => peg.x);
    expect(firstRow[1]).toBe(WIDTH / 2);
  });

  it('drops a ball from the middle along its path into its slot, landing after a hop per row', () => {
    const path = [1, 1, 0, 1, 0, 0, 1, 1];
    const g = geometry(path.length);
    expect(ballPosition(8, path, 0).x).toBe(WIDTH / 2);
    expect(ballPosition(8, path, 140 * 8).isLanded).toBe(false);
    const landed = ballPosition(8, path, 140 * 9);
    expect(landed.isLanded).toBe(true);
    expect(landed.x).toBe(WIDTH / 2 + (5 - 3) * 0.5 * g.dx);
    expect(landed.y).toBeLessThanOrEqual(g.slotTop + g.slotHeight / 2);
  });

  it('counts each ball once, when it lands', () => {
    const balls = [ball('a', 0), ball('b', 1_000)];
    expect(ballsLanding(balls, new Set(), 1_300).map((b) => b.id)).toEqual(['a']);
    expect(ballsLanding(balls, new Set(['a']), 1_300)).toEqual([]);
    expect(ballsLanding(balls, new Set(['a']), 2_300).map((b) => b.id)).toEqual(['b']);
  });

  it('prints pays short and colours the edges hotter than the middle', () => {
    expect(slotLabel(50)).toBe(0.5);
    expect(slotLabel(2_600)).toBe(26);
    expect(slotLabel(13_050)).toBe(131);
    expect(slotLabel(100_000)).toBe('1k');
    expect(slotColour(4, 8)).toBe('hsl(48 95% 58%)');
    expect(slotColour(0, 8)).toBe('hsl(0 95% 52%)');
  });
});
