import type { LeaderboardEntry, TournamentPrize, TournamentScoring } from '@orca/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/media-query';
import { formatScore, rankMoves, type RankMove } from '../lib/figures';
import { prizeForRank, prizeText } from './prize-text';

/** How long a row that moved stays tinted after a live update. */
const MOVE_HIGHLIGHT_MS = 2_000;

/**
 * The moves of the latest change of `entries`, cleared after a moment: rows that climbed glow
 * briefly and show their arrow, so a live update is noticed without the table jumping about.
 */
function useRecentMoves(entries: readonly LeaderboardEntry[]): Map<string, RankMove> {
  const previous = useRef<readonly LeaderboardEntry[]>(entries);
  const [moves, setMoves] = useState<Map<string, RankMove>>(new Map());
  useEffect(() => {
    if (previous.current === entries) return;
    setMoves(rankMoves(previous.current, entries));
    previous.current = entries;
    const timer = setTimeout(() => setMoves(new Map()), MOVE_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [entries]);
  return moves;
}

function MoveMark({ move }: { move: RankMove | undefined }) {
  if (!move || (move.delta === 0 && !move.isNew)) return null;
  if (move.isNew || move.delta > 0)
    return (
      <span className="ml-1 text-xs text-emerald-400" aria-hidden>
        ▲{move.delta > 0 ? move.delta : ''}
      </span>
    );
  return (
    <span className="ml-1 text-xs text-rose-400" aria-hidden>
      ▼{-move.delta}
    </span>
  );
}

interface LeaderboardProps {
  entries: readonly LeaderboardEntry[];
  scoring: TournamentScoring;
  prizes: readonly TournamentPrize[];
  /** The caller's rank, to highlight their row. */
  myRank: number | null;
  title: string;
  /** The network standings name the player's casino in the username as the provider publishes it. */
  playerLabel?: string;
}

function rowTone(isMine: boolean, move: RankMove | undefined): string {
  if (isMine) return 'bg-accent-500/15 ring-1 ring-inset ring-accent-500/50';
  if (move && (move.isNew || move.delta !== 0)) return 'bg-emerald-500/10';
  return '';
}

/** A race's leaderboard: a table on larger screens, cards on a phone; the caller's row highlighted. */
export function Leaderboard({
  entries,
  scoring,
  prizes,
  myRank,
  title,
  playerLabel,
}: LeaderboardProps) {
  const { t, i18n } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const moves = useRecentMoves(entries);
  const score = (entry: LeaderboardEntry) => formatScore(entry.score, scoring, i18n.language);
  const prize = (rank: number) => {
    const found = prizeForRank(prizes, rank);
    return found ? prizeText(t, found, i18n.language) : '';
  };
  const hasPrizes = prizes.length > 0;
  if (isPhone)
    return (
      <ol className="space-y-2" aria-label={title}>
        {entries.map((entry) => {
          const isMine = entry.rank === myRank;
          return (
            <li
              key={`${entry.rank}-${entry.username}`}
              data-testid="leaderboard-row"
              aria-current={isMine ? 'true' : undefined}
              className={`flex items-center gap-3 rounded-xl border border-ink-700 bg-ink-900/80 px-3 py-2 transition-colors duration-700 ${rowTone(isMine, moves.get(entry.username))}`}
            >
              <span className="w-8 text-center text-lg font-bold text-white tabular-nums">
                {entry.rank}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-white">
                  {entry.username}
                  {isMine && (
                    <span className="ml-2 text-xs text-accent-400">{t('tournaments.you')}</span>
                  )}
                  <MoveMark move={moves.get(entry.username)} />
                </p>
                {hasPrizes && <p className="text-xs text-slate-400">{prize(entry.rank)}</p>}
              </div>
              <span className="shrink-0 font-semibold text-white tabular-nums">{score(entry)}</span>
            </li>
          );
        })}
      </ol>
    );
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{title}</caption>
      <thead>
        <tr className="border-b border-ink-700 text-left text-xs text-slate-400">
          <th scope="col" className="w-20 px-3 py-2 font-normal">
            {t('tournaments.columns.rank')}
          </th>
          <th scope="col" className="px-3 py-2 font-normal">
            {playerLabel ?? t('tournaments.columns.player')}
          </th>
          <th scope="col" className="px-3 py-2 text-right font-normal">
            {t('tournaments.columns.score')}
          </th>
          {hasPrizes && (
            <th scope="col" className="px-3 py-2 text-right font-normal">
              {t('tournaments.columns.prize')}
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-800">
        {entries.map((entry) => {
          const isMine = entry.rank === myRank;
          return (
            <tr
              key={`${entry.rank}-${entry.username}`}
              data-testid="leaderboard-row"
              aria-current={isMine ? 'true' : undefined}
              className={`text-slate-200 transition-colors duration-700 ${rowTone(isMine, moves.get(entry.username))}`}
            >
              <td className="px-3 py-2.5 font-bold text-white tabular-nums">
                {entry.rank}
                <MoveMark move={moves.get(entry.username)} />
              </td>
              <th scope="row" className="px-3 py-2.5 text-left font-semibold text-white">
                {entry.username}
                {isMine && (
                  <span className="ml-2 text-xs font-normal text-accent-400">
                    {t('tournaments.you')}
                  </span>
                )}
              </th>
              <td className="px-3 py-2.5 text-right font-semibold text-white tabular-nums">
                {score(entry)}
              </td>
              {hasPrizes && (
                <td className="px-3 py-2.5 text-right text-slate-300">{prize(entry.rank)}</td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
