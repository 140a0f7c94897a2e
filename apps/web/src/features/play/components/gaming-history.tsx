import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/page';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useGameRounds, type RoundHistoryItem } from '../api/game-rounds';
import { formatFixed } from '../lib/numbers';
import { RoundDetailDialog } from './round-detail-dialog';

const PAGE_SIZE = 20;

/**
 * The Gaming tab of the history page: the player's rounds, newest first, paged; each opens its
 * recall (outcome, balances, fairness data and a link to verify it).
 */
export function GamingHistory() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<RoundHistoryItem | null>(null);
  const result = useGameRounds({ limit: PAGE_SIZE, offset: page * PAGE_SIZE });
  const data = result.data;
  const language = i18n.language;
  const number = (value: number) => new Intl.NumberFormat(language).format(value);
  const money = (round: RoundHistoryItem, value: string) =>
    formatMoney(value, round.currency, language);
  const isWin = (round: RoundHistoryItem) => Number(round.win) > 0;
  const details = (round: RoundHistoryItem) => (
    <Button
      variant="secondary"
      className="px-3 py-1.5"
      onClick={() => setSelected(round)}
      aria-label={t('play.history.detailsOf', {
        game: round.gameName,
        date: formatDateTime(round.createdAt, language),
      })}
    >
      {t('play.history.details')}
    </Button>
  );
  const modeBadge = (round: RoundHistoryItem) => (
    <>
      {round.mode === 'fun' && (
        <span className="ml-2 rounded bg-sky-500/15 px-1.5 py-0.5 text-[10px] font-semibold text-sky-200 uppercase">
          {t('play.history.mode.fun')}
        </span>
      )}
      {round.status !== 'closed' && (
        <span className="ml-2 rounded bg-amber-400/15 px-1.5 py-0.5 text-[10px] font-semibold text-amber-200 uppercase">
          {t(`play.history.status.${round.status}`)}
        </span>
      )}
    </>
  );

  let body;
  if (result.error) body = <FormError message={result.error.message} />;
  else if (!data) body = <p role="status">{t('common.loading')}</p>;
  else if (data.rounds.length === 0 && page === 0) {
    body = (
      <div className="py-8 text-center">
        <p className="font-semibold text-white">{t('play.history.emptyTitle')}</p>
        <p className="mt-2 text-sm text-slate-400">{t('play.history.emptyText')}</p>
        <Link
          to="/casino"
          className="mt-4 inline-block rounded-lg bg-accent-500 px-4 py-2 text-sm font-semibold text-ink-950 hover:bg-accent-400"
        >
          {t('play.history.browse')}
        </Link>
      </div>
    );
  } else {
    body = (
      <div
        className={`space-y-4 transition-opacity ${result.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={result.isFetching}
      >
        <table className="hidden w-full text-left text-sm md:table">
          <caption className="sr-only">{t('play.history.caption')}</caption>
          <thead className="text-xs text-slate-400 uppercase">
            <tr className="border-b border-ink-700">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('play.history.columns.date')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('play.history.columns.game')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('play.history.columns.bet')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('play.history.columns.win')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('play.history.columns.multiplier')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                <span className="sr-only">{t('play.history.details')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rounds.map((round) => (
              <tr key={round.roundId} className="border-b border-ink-800 last:border-b-0">
                <td className="py-2.5 pr-3 whitespace-nowrap text-slate-300">
                  {formatDateTime(round.createdAt, language)}
                </td>
                <td className="py-2.5 pr-3 text-white">
                  {round.gameName}
                  {modeBadge(round)}
                </td>
                <td className="py-2.5 pr-3 text-right tabular-nums text-slate-200">
                  {money(round, round.bet)}
                </td>
                <td
                  className={`py-2.5 pr-3 text-right tabular-nums ${isWin(round) ? 'font-semibold text-emerald-300' : 'text-slate-400'}`}
                >
                  {money(round, round.win)}
                </td>
                <td className="py-2.5 pr-3 text-right tabular-nums text-slate-300">
                  {formatFixed(Number(round.multiplier), language)}×
                </td>
                <td className="py-2.5 text-right">{details(round)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="space-y-3 md:hidden" aria-label={t('play.history.caption')}>
          {data.rounds.map((round) => (
            <li key={round.roundId} className="rounded-xl border border-ink-700 bg-ink-950/40 p-3">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="truncate font-semibold text-white">
                    {round.gameName}
                    {modeBadge(round)}
                  </p>
                  <p className="text-xs text-slate-400">
                    {formatDateTime(round.createdAt, language)}
                  </p>
                </div>
                {details(round)}
              </div>
              <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-slate-400">{t('play.history.columns.bet')}</dt>
                  <dd className="tabular-nums text-slate-200">{money(round, round.bet)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-400">{t('play.history.columns.win')}</dt>
                  <dd
                    className={`tabular-nums ${isWin(round) ? 'font-semibold text-emerald-300' : 'text-slate-400'}`}
                  >
                    {money(round, round.win)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-400">{t('play.history.columns.multiplier')}</dt>
                  <dd className="tabular-nums text-slate-300">
                    {formatFixed(Number(round.multiplier), language)}×
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        <nav
          className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-700 pt-4 text-sm"
          aria-label={t('play.history.paging')}
        >
          <p className="text-slate-400" role="status">
            {t('play.history.showing', {
              from: number(data.offset + 1),
              to: number(data.offset + data.rounds.length),
              total: number(data.total),
            })}
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
              {t('play.history.previous')}
            </Button>
            <Button
              variant="secondary"
              disabled={data.offset + data.rounds.length >= data.total}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('play.history.next')}
            </Button>
          </div>
        </nav>
      </div>
    );
  }

  return (
    <Panel>
      {body}
      <RoundDetailDialog
        roundId={selected?.roundId ?? null}
        summary={selected}
        onClose={() => setSelected(null)}
      />
    </Panel>
  );
}
