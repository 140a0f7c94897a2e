import type { Challenge } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { matchesMedia, PHONE_QUERY, useMediaQuery } from '../../../lib/media-query';
import { playPathOf } from '../../../lib/play-path';
import { ChallengeStatusBadge } from './challenge-status';

function useChallengeFormat() {
  const { t, i18n } = useTranslation();
  return {
    multiplier: (challenge: Challenge) =>
      `×${new Intl.NumberFormat(i18n.language).format(challenge.multiplier)}`,
    money: (amount: string, challenge: Challenge) =>
      formatMoney(amount, challenge.currency, i18n.language),
    winner: (challenge: Challenge) =>
      challenge.winner === null
        ? '—'
        : challenge.wonAt
          ? t('rewards.challenges.wonBy', {
              winner: challenge.winner,
              date: formatDateTime(challenge.wonAt, i18n.language),
            })
          : challenge.winner,
  };
}

/** Play now opens the game's page, on a phone its mobile route, for real money (the game page offers fun play to visitors). */
function PlayNow({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (challenge.status !== 'open') return null;
  return (
    <Button
      className="shrink-0"
      aria-label={t('rewards.challenges.playLabel', { game: challenge.gameName })}
      onClick={() =>
        void navigate(
          playPathOf(
            { provider: challenge.gameSystem, slug: challenge.gameSlug },
            { isFun: false, isPhone: matchesMedia(PHONE_QUERY) },
          ),
        )
      }
    >
      {t('rewards.challenges.play')}
    </Button>
  );
}

function ChallengeTable({ challenges }: { challenges: Challenge[] }) {
  const { t } = useTranslation();
  const format = useChallengeFormat();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('rewards.challenges.title')}</caption>
      <thead>
        <tr className="border-b border-ink-700 text-left text-xs text-slate-400">
          <th scope="col" className="px-3 py-2 font-normal">
            {t('rewards.challenges.columns.game')}
          </th>
          <th scope="col" className="px-3 py-2 text-right font-normal">
            {t('rewards.challenges.columns.multiplier')}
          </th>
          <th scope="col" className="px-3 py-2 text-right font-normal">
            {t('rewards.challenges.columns.prize')}
          </th>
          <th scope="col" className="px-3 py-2 text-right font-normal">
            {t('rewards.challenges.columns.minBet')}
          </th>
          <th scope="col" className="px-3 py-2 font-normal">
            {t('rewards.challenges.columns.status')}
          </th>
          <th scope="col" className="px-3 py-2 font-normal">
            {t('rewards.challenges.columns.winner')}
          </th>
          <th scope="col" className="px-3 py-2 font-normal">
            <span className="sr-only">{t('rewards.challenges.play')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-800">
        {challenges.map((challenge) => (
          <tr key={challenge.id} className="text-slate-200">
            <th scope="row" className="px-3 py-3 text-left font-semibold text-white">
              {challenge.gameName}
            </th>
            <td className="px-3 py-3 text-right tabular-nums">{format.multiplier(challenge)}</td>
            <td className="px-3 py-3 text-right font-semibold text-white tabular-nums">
              {format.money(challenge.prize, challenge)}
            </td>
            <td className="px-3 py-3 text-right tabular-nums">
              {format.money(challenge.minBet, challenge)}
            </td>
            <td className="px-3 py-3">
              <ChallengeStatusBadge status={challenge.status} />
            </td>
            <td className="px-3 py-3 text-slate-300">{format.winner(challenge)}</td>
            <td className="px-3 py-3 text-right">
              <PlayNow challenge={challenge} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ChallengeCards({ challenges }: { challenges: Challenge[] }) {
  const { t } = useTranslation();
  const format = useChallengeFormat();
  return (
    <ul className="space-y-3" aria-label={t('rewards.challenges.title')}>
      {challenges.map((challenge) => (
        <li key={challenge.id} className="rounded-2xl border border-ink-700 bg-ink-900/80 p-4">
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="font-semibold text-white">{challenge.gameName}</p>
              <p className="text-2xl font-bold text-accent-400 tabular-nums">
                {format.multiplier(challenge)}
              </p>
            </div>
            <ChallengeStatusBadge status={challenge.status} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-xs text-slate-400">{t('rewards.challenges.columns.prize')}</dt>
              <dd className="font-semibold text-white tabular-nums">
                {format.money(challenge.prize, challenge)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-400">{t('rewards.challenges.columns.minBet')}</dt>
              <dd className="text-slate-200 tabular-nums">
                {format.money(challenge.minBet, challenge)}
              </dd>
            </div>
            {challenge.winner !== null && (
              <div className="col-span-2">
                <dt className="text-xs text-slate-400">{t('rewards.challenges.columns.winner')}</dt>
                <dd className="text-slate-200">{format.winner(challenge)}</dd>
              </div>
            )}
          </dl>
          {challenge.status === 'open' && (
            <div className="mt-3 [&>button]:w-full">
              <PlayNow challenge={challenge} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The challenges as a table on wider screens and as cards on phones, where seven columns do not fit. */
export function ChallengeList({ challenges }: { challenges: Challenge[] }) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  return isPhone ? (
    <ChallengeCards challenges={challenges} />
  ) : (
    <div className="overflow-x-auto rounded-2xl border border-ink-700 bg-ink-900/80">
      <ChallengeTable challenges={challenges} />
    </div>
  );
}
