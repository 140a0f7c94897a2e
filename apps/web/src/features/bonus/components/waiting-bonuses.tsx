import type { PlayerBonus } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../../components/ui/page';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/media-query';
import { playPathOf } from '../../../lib/play-path';
import { useGame } from '../../../lib/queries/game';

/** Bonuses that start when the active one ends, oldest first (the order they will start in). */
export function QueuedBonuses({ bonuses }: { bonuses: PlayerBonus[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Panel title={t('bonus.queued.title')}>
      <p className="mb-3 text-sm text-slate-400">{t('bonus.queued.text')}</p>
      <ol className="space-y-2">
        {bonuses.map((bonus, index) => (
          <li
            key={bonus.instanceId}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-ink-800/60 p-3 text-sm"
          >
            <span className="font-semibold text-white">
              {index + 1}. {bonus.title}
            </span>
            <span className="text-slate-300 tabular-nums">
              {/* A code's deposit bonus has no amount until its deposit is credited. */}
              {bonus.status === 'pending'
                ? t('bonus.status.pending')
                : `${formatMoney(bonus.amount, bonus.currency, i18n.language)} · ${t('bonus.queued.wagering', { amount: formatMoney(bonus.wageringRequirement, bonus.currency, i18n.language) })}`}
              {bonus.expiry
                ? ` · ${t('bonus.queued.claimBy', { date: formatDateTime(bonus.expiry, i18n.language) })}`
                : ''}
            </span>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

function FreeSpinsRow({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation();
  const game = useGame(bonus.gameId);
  const isPhone = useMediaQuery(PHONE_QUERY);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-ink-800/60 p-3 text-sm">
      <div>
        <p className="font-semibold text-white">{bonus.title}</p>
        <p className="text-slate-300">
          {t('bonus.freeSpins.left', {
            left: bonus.freeSpinsLeft ?? 0,
            total: bonus.freeSpinsTotal ?? 0,
            game: game.data?.name ?? '…',
          })}
        </p>
      </div>
      {game.data && (
        <Link
          to={playPathOf(game.data, { isFun: false, isPhone })}
          className="rounded-lg bg-accent-500 px-4 py-2 font-semibold text-ink-950 hover:bg-accent-400"
        >
          {t('bonus.freeSpins.play')}
        </Link>
      )}
    </li>
  );
}

/** Free spins granted and not yet played, each with the way to its slot. */
export function WaitingFreeSpins({ bonuses }: { bonuses: PlayerBonus[] }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('bonus.freeSpins.title')}>
      <ul className="space-y-2">
        {bonuses.map((bonus) => (
          <FreeSpinsRow key={bonus.instanceId} bonus={bonus} />
        ))}
      </ul>
    </Panel>
  );
}
