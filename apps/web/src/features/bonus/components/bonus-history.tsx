import type { BonusHistory as History } from '@orca/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/page';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useBonusHistory } from '../api/player-bonuses';

type HistoryBonus = History['bonuses'][number];

/** The newest rounds first shown; a bonus wagered in small bets has hundreds, shown on request. */
const ROUNDS_SHOWN = 10;

function BonusRecord({ bonus }: { bonus: HistoryBonus }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatMoney(amount, bonus.currency, i18n.language);
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const [isAllShown, setIsAllShown] = useState(false);
  const rounds = isAllShown ? bonus.rounds : bonus.rounds.slice(0, ROUNDS_SHOWN);
  return (
    <Panel>
      <article aria-label={bonus.title} className="space-y-4">
        <header className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-lg font-semibold text-white">{bonus.title}</h3>
          <span className="rounded-full bg-ink-800 px-2.5 py-1 text-xs font-semibold text-slate-200">
            {t(`bonus.status.${bonus.status}`)}
          </span>
        </header>
        <p className="text-sm text-slate-300 tabular-nums">
          {t('bonus.history.summary', {
            amount: money(bonus.amount),
            gained: money(bonus.pointsGained),
            needed: money(bonus.wageringRequirement),
          })}
        </p>
        <div>
          <h4 className="mb-2 text-sm font-medium text-slate-200">{t('bonus.history.steps')}</h4>
          <ol className="space-y-1 text-sm">
            {bonus.events.map((event, index) => (
              <li
                key={`${event.kind}-${index}`}
                className="flex flex-wrap justify-between gap-x-3 border-t border-ink-700/70 py-1.5"
              >
                <span className="text-white">
                  {t(`bonus.events.${event.kind}`)}
                  {event.amount !== null && (
                    <span className="ml-2 text-slate-300 tabular-nums">{money(event.amount)}</span>
                  )}
                </span>
                <span className="text-slate-400">
                  {when(event.at)}
                  {event.operationId !== null && (
                    <span className="ml-2 text-xs">
                      {t('bonus.history.operation', { id: event.operationId })}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h4 className="mb-2 text-sm font-medium text-slate-200">{t('bonus.history.rounds')}</h4>
          {bonus.rounds.length === 0 ? (
            <p className="text-sm text-slate-400">{t('bonus.history.noRounds')}</p>
          ) : (
            <>
              {/* On a phone each round is a card; from 600 px up, the table. */}
              <ul className="space-y-2 sm:hidden">
                {rounds.map((round) => (
                  <li key={round.round} className="rounded-xl bg-ink-800/60 p-3 text-sm">
                    <p className="flex justify-between gap-2">
                      <span className="font-semibold text-white">{round.gameName}</span>
                      <span className="text-slate-400">{round.provider}</span>
                    </p>
                    <p className="text-xs text-slate-400">{when(round.time)}</p>
                    <p className="mt-1 flex justify-between gap-2 tabular-nums">
                      <span className="text-slate-300">
                        {t('bonus.history.wager')} {money(round.wager)}
                      </span>
                      <span className="text-white">
                        {money(round.pointContribution)}{' '}
                        <span className="text-xs text-slate-400">
                          ({round.contributionPercent} %)
                        </span>
                      </span>
                    </p>
                    <p
                      className="mt-1 truncate font-mono text-xs text-slate-500"
                      title={round.round}
                    >
                      {t('bonus.history.round')} {round.round}
                    </p>
                  </li>
                ))}
              </ul>
              <div className="hidden overflow-x-auto sm:block">
                <table className="w-full min-w-[36rem] text-sm">
                  <thead>
                    <tr className="text-left text-xs text-slate-400">
                      <th className="py-1 font-medium">{t('bonus.history.round')}</th>
                      <th className="py-1 font-medium">{t('bonus.history.game')}</th>
                      <th className="py-1 font-medium">{t('bonus.history.provider')}</th>
                      <th className="py-1 font-medium">{t('bonus.history.time')}</th>
                      <th className="py-1 text-right font-medium">{t('bonus.history.wager')}</th>
                      <th className="py-1 text-right font-medium">
                        {t('bonus.history.contribution')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rounds.map((round) => (
                      <tr key={round.round} className="border-t border-ink-700/70 text-slate-200">
                        <td className="py-1.5 font-mono text-xs">{round.round}</td>
                        <td className="py-1.5">{round.gameName}</td>
                        <td className="py-1.5">{round.provider}</td>
                        <td className="py-1.5 whitespace-nowrap">{when(round.time)}</td>
                        <td className="py-1.5 text-right tabular-nums">{money(round.wager)}</td>
                        <td className="py-1.5 text-right tabular-nums">
                          {money(round.pointContribution)}{' '}
                          <span className="text-xs text-slate-400">
                            ({round.contributionPercent} %)
                          </span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {rounds.length < bonus.rounds.length && (
                <Button variant="secondary" className="mt-3" onClick={() => setIsAllShown(true)}>
                  {t('bonus.history.showAll', { count: bonus.rounds.length })}
                </Button>
              )}
            </>
          )}
        </div>
      </article>
    </Panel>
  );
}

/** The history page's Bonuses tab: every bonus with its steps and the rounds that counted towards its wagering. */
export function BonusHistory() {
  const { t } = useTranslation();
  const history = useBonusHistory();
  if (history.error) return <FormError message={history.error.message} />;
  if (!history.data) return <p role="status">{t('common.loading')}</p>;
  if (history.data.bonuses.length === 0)
    return (
      <Panel>
        <div className="py-8 text-center">
          <p className="font-semibold text-white">{t('bonus.history.emptyTitle')}</p>
          <p className="mt-2 text-sm text-slate-400">{t('bonus.history.emptyText')}</p>
        </div>
      </Panel>
    );
  return (
    <div className="space-y-4">
      {history.data.bonuses.map((bonus) => (
        <BonusRecord key={bonus.instanceId} bonus={bonus} />
      ))}
    </div>
  );
}
