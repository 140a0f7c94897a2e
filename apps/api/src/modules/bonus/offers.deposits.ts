import { eurMinorIn, formatMinor } from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { publishNotice } from '../../platform/notices.ts';
import type { BonusInstanceRow } from './bonus.engine.ts';
import { lockPlayerBonuses } from './bonus.repository.ts';
import * as repo from './campaigns.repository.ts';
import type { OfferGiving } from './offers.giving.ts';
import type { CreditedDeposit, OffersDeps } from './offers.service.ts';
import { currencyOf, eurCostOf, matchedBonusMinor, termsFor } from './offers.views.ts';

/** The cashier's hooks: the bonus a deposit takes, chosen when it opens and granted when it is credited. */
export function createDepositBonuses(deps: OffersDeps, giving: OfferGiving) {
  const { engine } = deps;
  const { campaignCapEurMinor, refusalOf, titleFor, redeem } = giving;
  return {
    /**
     * The cashier's hook in the transaction that opens a deposit: records the bonus the player
     * picked (by id, by code, or the code they entered earlier) for this payment. Produces
     * bonus_not_eligible, campaign_not_found and the promo codes' codes.
     */
    async chooseForDeposit(
      tx: Executor,
      c: { playerId: bigint; paymentId: string; bonusId?: string; promoCode?: string },
    ): Promise<void> {
      await lockPlayerBonuses(tx, [c.playerId]);
      let campaignId: bigint | null = null;
      if (c.promoCode) {
        const { row } = await redeem(tx, c.playerId, c.promoCode);
        if (row.kind !== 'deposit') return;
        campaignId = row.id;
      } else if (c.bonusId) {
        const row = await repo.find(tx, BigInt(c.bonusId));
        if (!row || row.kind !== 'deposit') throw new AppError('campaign_not_found');
        // A campaign with a code is taken by its code, never by its id.
        if (row.promoCode !== null && !(await repo.pendingOf(tx, c.playerId, row.id)))
          throw new AppError('bonus_not_eligible');
        if ((await refusalOf(tx, row, c.playerId, null)) !== null)
          throw new AppError('bonus_not_eligible');
        campaignId = row.id;
      } else {
        campaignId = (await repo.oldestPendingOf(tx, c.playerId))?.campaignId ?? null;
      }
      if (campaignId !== null)
        await repo.insertChoice(tx, { paymentId: c.paymentId, playerId: c.playerId, campaignId });
    },

    /** The player's bonus lock, first in the crediting transaction (see the cashier's hook). */
    beforeDepositCredited: (tx: Executor, playerId: bigint): Promise<void> =>
      lockPlayerBonuses(tx, [playerId]),

    /**
     * The cashier's hook in the transaction that credits a deposit (before the payment reads
     * credited, so the player's count of credited deposits is the ones before it): the chosen
     * campaign's bonus is granted with it, or, below the campaign's minimum, a notice says why
     * not. A choice no longer eligible (the campaign ran out meanwhile) gives nothing; the deposit
     * is never refused for it. Granting twice for one payment is impossible (one bonus per payment).
     */
    async onDepositCredited(tx: Executor, d: CreditedDeposit): Promise<BonusInstanceRow | null> {
      const choice = await repo.choiceFor(tx, d.paymentId);
      if (!choice) return null;
      await lockPlayerBonuses(tx, [d.playerId]);
      if (await repo.hasBonusForPayment(tx, d.paymentId)) return null;
      const row = await repo.lock(tx, choice.campaignId);
      if (!row) return null;
      const currency = currencyOf(d.currency);
      const minimum = eurMinorIn(row.minDepositEurMinor ?? 0n, currency);
      if (d.amountMinor < minimum) {
        await publishNotice(tx, d.playerId, 'bonus_deposit_below_minimum', {
          amount: formatMinor(d.amountMinor),
          minimum: formatMinor(minimum),
          currency,
          title: await titleFor(tx, row, d.playerId),
        });
        return null;
      }
      if (
        (await refusalOf(tx, row, d.playerId, await deps.creditedDeposits(tx, d.playerId))) !== null
      )
        return null;
      const amountMinor = matchedBonusMinor(row, d.amountMinor, currency);
      if (amountMinor <= 0n) return null;
      if (
        !(await repo.commitGrant(tx, row.id, eurCostOf(amountMinor, currency), campaignCapEurMinor))
      )
        return null;
      await repo.removePending(tx, d.playerId, row.id);
      const instance = await engine.grant(tx, {
        playerId: d.playerId,
        currency,
        campaign: termsFor(row, currency),
        amountMinor,
        paymentId: d.paymentId,
      });
      await publishNotice(tx, d.playerId, 'bonus_granted', {
        amount: formatMinor(amountMinor),
        currency,
        title: await titleFor(tx, row, d.playerId),
        multiplier: row.wageringMultiplier,
      });
      return instance;
    },
  };
}
