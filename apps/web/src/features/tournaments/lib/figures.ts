import type { TournamentScoring } from '@orca/contracts';

/**
 * A score in its rule's unit, as the API sends it (a decimal string): euros wagered, a multiplier or
 * points. A provider's standings carry the score as the provider writes it ("x152.40"): shown as is.
 */
export function formatScore(score: string, scoring: TournamentScoring, language: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(score.trim())) return score;
  const safe = Number(score);
  if (scoring === 'total_wagered')
    return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(safe);
  if (scoring === 'multiplier_points')
    return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(safe);
  return `×${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(safe)}`;
}

export interface CountdownParts {
  days: number;
  /** hh:mm:ss of what is left beyond the days. */
  time: string;
  isOver: boolean;
}

/** What is left until `targetIso` at `nowMs`, never negative. */
export function countdownParts(targetIso: string, nowMs: number): CountdownParts {
  const leftMs = Math.max(0, Date.parse(targetIso) - nowMs);
  const totalSeconds = Math.floor(leftMs / 1000);
  const days = Math.floor(totalSeconds / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return {
    days,
    time: `${pad(hours)}:${pad(minutes)}:${pad(totalSeconds % 60)}`,
    isOver: leftMs === 0,
  };
}

export interface RankMove {
  /** Places gained (positive) or lost (negative) since the previous leaderboard; 0 for a newcomer. */
  delta: number;
  isNew: boolean;
}

/**
 * How each row moved between two leaderboards, by username (the feed's only identity for a row).
 * Masked names can collide; a collision only mislabels an arrow, so it is not worth more.
 */
export function rankMoves(
  previous: readonly { username: string; rank: number }[],
  current: readonly { username: string; rank: number }[],
): Map<string, RankMove> {
  const before = new Map(previous.map((row) => [row.username, row.rank]));
  const moves = new Map<string, RankMove>();
  if (previous.length === 0) return moves;
  for (const row of current) {
    const old = before.get(row.username);
    moves.set(
      row.username,
      old === undefined ? { delta: 0, isNew: true } : { delta: old - row.rank, isNew: false },
    );
  }
  return moves;
}
