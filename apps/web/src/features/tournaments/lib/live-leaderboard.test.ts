import type { TournamentDetail, TournamentLeaderboardMessage } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import { withLiveLeaderboard } from './live-leaderboard';

const detail: TournamentDetail = {
  id: '7',
  url: 'daily-race',
  type: 'slot-race',
  title: 'Daily race',
  summary: '',
  imageUrl: null,
  status: 'running',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2026-01-02T00:00:00.000Z',
  enrolment: 'auto',
  scoring: 'total_wagered',
  prizePool: '100.00',
  currency: 'EUR',
  provider: null,
  language: 'en',
  termsHtml: '',
  games: [],
  minBet: '0.10',
  scoringParams: {},
  prizes: [],
  leaderboard: [
    { rank: 1, username: 'Ol***', score: '5.00', reachedAt: '2026-01-01T10:00:00.000Z' },
  ],
  leaderboardAt: '2026-01-01T10:00:05.000Z',
  me: null,
};
const board = [
  { rank: 1, username: 'Ne***', score: '9.00', reachedAt: '2026-01-01T10:01:00.000Z' },
  { rank: 2, username: 'Ol***', score: '5.00', reachedAt: '2026-01-01T10:00:00.000Z' },
];
const message = (at: string, url = 'daily-race'): TournamentLeaderboardMessage => ({
  type: 'tournament.leaderboard',
  tournamentId: '7',
  url,
  leaderboard: board,
  at,
});

describe('withLiveLeaderboard', () => {
  it('takes the newer leaderboard the feed sends', () => {
    expect(withLiveLeaderboard(detail, message('2026-01-01T10:01:01.000Z'))).toMatchObject({
      leaderboard: board,
      leaderboardAt: '2026-01-01T10:01:01.000Z',
    });
  });
  it('keeps a leaderboard fetched after the message was sent', () => {
    expect(withLiveLeaderboard(detail, message('2026-01-01T10:00:01.000Z'))).toBe(detail);
  });
  it("leaves another race's detail alone", () => {
    expect(withLiveLeaderboard(detail, message('2026-01-01T10:01:01.000Z', 'weekly-race'))).toBe(
      detail,
    );
  });
});
