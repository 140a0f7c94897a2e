import type { LedgerTransferEvent } from '@orca/contracts';
import type { EventConsumer } from '../../platform/domain-events.ts';
import * as repo from './wagering-stats.repository.ts';

const isPlayerAccount = (kind: string) => kind === 'player_cash' || kind === 'player_bonus';

/**
 * Sums a batch of ledger transfers into per-player, per-day (UTC), per-currency deltas: stakes
 * by where they came from, rollbacks' refunds, wins. Transfers between house accounts (a jackpot
 * contribution) and money that is not play (deposits, withdrawals) leave the day alone.
 */
export function wageringDeltas(events: LedgerTransferEvent[]): repo.DailyWageringDelta[] {
  const days = new Map<string, repo.DailyWageringDelta>();
  const dayOf = (playerId: bigint, at: Date, currency: string) => {
    const day = at.toISOString().slice(0, 10);
    const key = `${playerId}:${day}:${currency}`;
    let delta = days.get(key);
    if (!delta) {
      delta = {
        playerId,
        day,
        currency,
        betCashMinor: 0n,
        betBonusMinor: 0n,
        refundMinor: 0n,
        winMinor: 0n,
      };
      days.set(key, delta);
    }
    return delta;
  };
  for (const e of events) {
    if (e.kind === 'bet' && e.debit.playerId !== null) {
      const delta = dayOf(e.debit.playerId, e.at, e.currency);
      if (e.debit.accountKind === 'player_bonus') delta.betBonusMinor += e.amountMinor;
      else delta.betCashMinor += e.amountMinor;
    } else if (
      e.kind === 'rollback' &&
      e.credit.playerId !== null &&
      isPlayerAccount(e.credit.accountKind)
    ) {
      dayOf(e.credit.playerId, e.at, e.currency).refundMinor += e.amountMinor;
    } else if ((e.kind === 'win' || e.kind === 'jackpot_win') && e.credit.playerId !== null) {
      dayOf(e.credit.playerId, e.at, e.currency).winMinor += e.amountMinor;
    } else if (e.kind === 'sports_stake' && e.debit.playerId !== null) {
      // Sports bets are play like any other: loss limits and the day's figures count them.
      dayOf(e.debit.playerId, e.at, e.currency).betCashMinor += e.amountMinor;
    } else if (e.kind === 'sports_refund' && e.credit.playerId !== null) {
      dayOf(e.credit.playerId, e.at, e.currency).refundMinor += e.amountMinor;
    } else if (
      (e.kind === 'sports_payout' || e.kind === 'sports_cashout') &&
      e.credit.playerId !== null
    ) {
      dayOf(e.credit.playerId, e.at, e.currency).winMinor += e.amountMinor;
    } else if (e.kind === 'sports_reversal' && e.debit.playerId !== null) {
      // A rolled-back settlement takes its payout back: the day's wins shrink by what was taken.
      dayOf(e.debit.playerId, e.at, e.currency).winMinor -= e.amountMinor;
    }
  }
  return [...days.values()];
}

/** Keeps player_daily_wagering: each ledger transfer counted exactly once, in the transaction that moves the cursor. */
export const wageringStatsConsumer: EventConsumer<'ledger.transfer'> = {
  name: 'stats.wagering',
  sources: ['ledger.transfer'],
  handle: (tx, events) => repo.addToDays(tx, wageringDeltas(events)),
};
