import type { TournamentDetail, TournamentLeaderboardMessage } from '@orca/contracts';

/**
 * A race's detail with the leaderboard the live feed sent, unless the detail already holds a newer
 * one (a fetch that answered after the message was sent): a late push never rolls the board back.
 */
export function withLiveLeaderboard(
  detail: TournamentDetail,
  message: TournamentLeaderboardMessage,
): TournamentDetail {
  if (detail.url !== message.url) return detail;
  if (detail.leaderboardAt !== null && Date.parse(detail.leaderboardAt) > Date.parse(message.at))
    return detail;
  return { ...detail, leaderboard: message.leaderboard, leaderboardAt: message.at };
}
