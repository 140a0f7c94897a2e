import { formatMinor, parseMinor, type SportsBet, type SportsCashOutRule } from '@orca/contracts';
import type { Database } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import * as rules from './cash-out-rules.repository.ts';
import * as repo from './sports.repository.ts';

/*
 * Automatic cash-out (issue 24): the player sets a threshold on an open bet, and the whole bet is cashed out
 * once its offer reaches it, while the player is away. Rules are looked at when the feed changes an event's
 * odds or market status (after the feed's transaction, for the bets on that event that carry a rule) and by a
 * slow sweep that catches what no odds move brings (a cooldown that ended, a rule set while the offer already
 * stood above it). Firing is the cash-out service's fireRule: the same quote and the same transfer as a
 * player's cash-out, in one transaction that deletes the rule, so it pays once.
 *
 * Most of the time no rule exists, and then neither the feed nor the sweep may cost a statement: each
 * instance keeps whether rules may exist. A rule set on any instance tells every instance over the event
 * bus; the sweep clears the flag when it finds none, unless a rule was set while it looked.
 */

/** Instances tell each other that a rule was set, so their sweeps and feed hooks look again. */
const RULES_TOPIC = 'sports.cash_out_rules';
/** At most this many rules are looked at per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

export function createCashOutRules(deps: {
  db: Database;
  events: Pick<EventBus, 'publish' | 'subscribe'>;
  /** The cash-out service's fireRule. */
  fire: (betId: bigint) => Promise<{ playerId: bigint; amountMinor: bigint } | null>;
  /** The bet as its player sees it. */
  viewOf: (playerId: bigint, betId: bigint) => Promise<SportsBet>;
  /** Told after a rule fired (the player's socket). */
  onFired: (playerId: bigint, betId: bigint) => void;
}) {
  const { db } = deps;
  /** false: no rule exists (no statement needed); null: unknown (after a start); true: some may. */
  let mayExist: boolean | null = null;
  /** Counts rules set, so a sweep that looked while one was set does not clear the flag. */
  let generation = 0;
  const ruleSet = () => {
    generation += 1;
    mayExist = true;
  };
  deps.events.subscribe(RULES_TOPIC, ruleSet);

  /** Fires each bet's rule in turn; one that fails is logged and the others still run. */
  async function fireAll(betIds: readonly bigint[]): Promise<number> {
    let fired = 0;
    for (const betId of betIds) {
      try {
        const result = await deps.fire(betId);
        if (!result) continue;
        fired += 1;
        deps.onFired(result.playerId, betId);
      } catch (error) {
        console.warn(`sports: automatic cash-out of bet ${betId} failed`, error);
      }
    }
    return fired;
  }

  const betIdOf = (text: string): bigint => {
    if (!/^\d{1,18}$/.test(text)) throw new AppError('sports_bet_not_found');
    return BigInt(text);
  };

  return {
    /**
     * Sets (or with a null threshold removes) the automatic cash-out of one of the player's open bets.
     * Produces sports_bet_not_found, validation_error (threshold above the potential return),
     * cashout_unavailable (a settled bet).
     */
    async set(playerId: bigint, betIdText: string, input: SportsCashOutRule): Promise<SportsBet> {
      const betId = betIdOf(betIdText);
      const thresholdMinor = input.threshold === null ? null : parseMinor(input.threshold);
      if (thresholdMinor !== null && thresholdMinor <= 0n)
        throw new FieldRuleError('validation_error', 'threshold', 'cashout_threshold_positive');
      await inTransaction(db, async (tx) => {
        if (!(await repo.betOfPlayer(tx, playerId, betId)))
          throw new AppError('sports_bet_not_found');
        // The bet's lock orders this with a cash-out or a rule firing on the same bet.
        const [bet] = await repo.lockBets(tx, [betId]);
        if (!bet) throw new AppError('sports_bet_not_found');
        if (thresholdMinor === null) {
          await rules.deleteRule(tx, betId);
          return;
        }
        if (bet.status !== 'open' && bet.status !== 'pending')
          throw new FieldRuleError('cashout_unavailable', 'threshold', 'cashout_rule_settled');
        if (thresholdMinor > bet.potentialReturnMinor)
          throw new FieldRuleError(
            'validation_error',
            'threshold',
            'cashout_threshold_above_return',
            {
              max: formatMinor(bet.potentialReturnMinor),
              currency: bet.currency,
            },
          );
        await rules.upsertRule(tx, { betId, playerId, thresholdMinor });
      });
      if (thresholdMinor !== null) {
        ruleSet();
        await deps.events.publish(RULES_TOPIC, {}).catch(() => undefined);
      }
      return deps.viewOf(playerId, betId);
    },

    /**
     * After a feed message changed an event's odds or markets: fires the rules of the bets on it whose offer
     * reached their threshold. No statement while no rule exists. Answers how many fired.
     */
    async onEventChanged(eventId: string): Promise<number> {
      if (mayExist === false) return 0;
      return fireAll(await rules.ruleBetIdsOnEvent(db, eventId));
    },

    /**
     * The safety sweep: every rule looked at, a rule of a bet no longer open deleted. No statement while no
     * rule exists. Answers how many fired.
     */
    async sweep(): Promise<number> {
      if (mayExist === false) return 0;
      const seen = generation;
      const betIds = await rules.ruleBetIds(db, SWEEP_BATCH);
      if (betIds.length === 0) {
        if (seen === generation) mayExist = false;
        return 0;
      }
      mayExist = true;
      return fireAll(betIds);
    },
  };
}
