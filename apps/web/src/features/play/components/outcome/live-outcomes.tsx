import type { RoundOutcomeOf } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/format';
import { BlackjackRound } from './blackjack-round';
import { betNames } from './live-bet-names';
import {
  BaccaratHand,
  DiceShowResult,
  MoneyWheelSpins,
  MultiplierRouletteResult,
  RoulettePocket,
} from './live-table-results';

/*
 * The live tables' rounds as the verifier recomputes them and as a seat's recall stores them:
 * a roulette pocket, a baccarat hand, the money wheel's spins, multiplier roulette's lucky numbers and pocket, the dice show's
 * multiplied totals and dice, a blackjack deal with the dealer's
 * hand and a seat's hands.
 */

type LiveOutcome = RoundOutcomeOf<'live'>;

/** A live table's shared result, as the seat's recall stores it. */
function LiveResult({ outcome }: { outcome: LiveOutcome }) {
  const result = outcome.result;
  if (!result) return null;
  switch (result.kind) {
    case 'roulette':
      return <RoulettePocket pocket={result.pocket} />;
    case 'baccarat':
      return <BaccaratHand hand={result} />;
    case 'money_wheel':
      return <MoneyWheelSpins result={result} />;
    case 'multiplier_roulette':
      return <MultiplierRouletteResult result={result} />;
    case 'dice_show':
      return <DiceShowResult result={result} />;
    case 'blackjack': {
      const seat = outcome.blackjack;
      return (
        <BlackjackRound
          result={result}
          seat={seat ? { seat: seat.seat, actions: seat.actions ?? null, hands: seat.hands } : null}
        />
      );
    }
  }
}

/** A seat at a live table: the table and round, its bets with what each returned, and the round's result. */
export function LiveSeatOutcome({
  outcome,
  currency,
}: {
  outcome: LiveOutcome;
  currency?: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) =>
    currency ? formatMoney(amount, currency, i18n.language) : amount;
  const bets = betNames(outcome.bets, t);
  const isSettled = outcome.returns.length > 0;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-300">
        {t('play.outcome.live.round', {
          table: t(`play.outcome.live.tables.${outcome.tableKind}`),
          roundNo: outcome.roundNo,
        })}
      </p>
      {outcome.result ? (
        <LiveResult outcome={outcome} />
      ) : (
        <p className="text-sm text-slate-300">{t('play.outcome.live.notDrawn')}</p>
      )}
      <table className="w-full text-sm">
        <caption className="pb-1 text-left font-semibold text-white">
          {t('play.outcome.live.yourBets')}
        </caption>
        <thead>
          <tr className="text-left text-xs text-slate-400">
            <th scope="col" className="py-1 font-normal">
              {t('play.outcome.live.bet')}
            </th>
            <th scope="col" className="py-1 text-right font-normal">
              {t('play.outcome.live.stake')}
            </th>
            <th scope="col" className="py-1 text-right font-normal">
              {t('play.outcome.live.returned')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-700/70">
          {bets.map((bet, i) => {
            const returned = outcome.returns[i];
            const isWin = returned !== undefined && Number(returned) > 0;
            return (
              <tr key={i}>
                <td className="py-1.5 text-slate-100">{bet.name}</td>
                <td className="py-1.5 text-right text-slate-300 tabular-nums">
                  {money(bet.amount)}
                </td>
                <td
                  className={`py-1.5 text-right tabular-nums ${isWin ? 'font-semibold text-emerald-300' : 'text-slate-400'}`}
                >
                  {isSettled && returned !== undefined ? money(returned) : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
