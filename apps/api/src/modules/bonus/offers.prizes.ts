import { eurMinorIn, type Currency, type Language, type ResultCode } from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, assert } from '../../platform/errors.ts';
import type { BonusInstanceRow } from './bonus.engine.ts';
import { lockPlayerBonuses } from './bonus.repository.ts';
import * as repo from './campaigns.repository.ts';
import type { OfferGiving } from './offers.giving.ts';
import type { OffersDeps } from './offers.service.ts';
import { currencyOf, textsOf } from './offers.views.ts';

type CampaignRow = repo.CampaignRow;

/** Campaigns given as prizes (a slot race's ranks): the system's grant and what a prize shows. */
export function createPrizeGrants(deps: OffersDeps, giving: OfferGiving) {
  const { db, catalogue, players, limits } = deps;
  const { give } = giving;
  return {
    /**
     * The system's grant of a campaign as a prize (a slot race's rank), in the caller's transaction:
     * a free-spins campaign gives its spins, a bonus campaign (deposit or manual) `amountEurMinor`
     * converted to the player's currency; counted against the campaign's caps like the operator's
     * grant, announced with the campaign's own notice. Refusals come back as a result code for the
     * caller to record (a prize is owed once; retrying them would never succeed): self_excluded
     * (and the other exclusion codes), account_disabled, campaign_not_found, campaign_not_running,
     * campaign_limit_reached. Per-player limits and welcome rules are for offers, not for prizes won.
     */
    async grantPrize(
      tx: Executor,
      p: { playerId: bigint; campaignId: bigint; amountEurMinor?: bigint; reason: string },
    ): Promise<
      | {
          isGranted: true;
          instanceId: bigint;
          kind: 'free_spins' | 'bonus';
          amountMinor: bigint;
          currency: Currency;
          freeSpins: { count: number; gameName: string } | null;
          wageringMultiplier: number;
        }
      | { isGranted: false; code: ResultCode }
    > {
      await lockPlayerBonuses(tx, [p.playerId]);
      const player = await players.get(p.playerId, tx);
      if (player.isDisabled) return { isGranted: false, code: 'account_disabled' };
      try {
        await limits.assertNotExcluded(p.playerId, tx);
      } catch (error) {
        if (error instanceof AppError) return { isGranted: false, code: error.code };
        throw error;
      }
      const row = await repo.lock(tx, p.campaignId);
      if (!row || row.kind === 'sports_free_bet' || row.kind === 'sports_boost')
        return { isGranted: false, code: 'campaign_not_found' };
      if (row.status === 'ended' || row.status === 'draft')
        return { isGranted: false, code: 'campaign_not_running' };
      const currency = currencyOf(player.currency);
      const isFreeSpins = row.kind === 'free_spins';
      assert(
        isFreeSpins || (p.amountEurMinor !== undefined && p.amountEurMinor > 0n),
        `a bonus prize from campaign ${row.id} needs a positive amount`,
      );
      const amountMinor = isFreeSpins ? 0n : eurMinorIn(p.amountEurMinor ?? 0n, currency);
      let instance: BonusInstanceRow;
      try {
        instance = await give(tx, row, { playerId: p.playerId, currency, amountMinor });
      } catch (error) {
        if (error instanceof AppError && error.code === 'campaign_limit_reached')
          return { isGranted: false, code: error.code };
        throw error;
      }
      await recordAudit(tx, {
        actorKind: 'system',
        actorId: 'bonus.prize',
        action: 'bonus.granted',
        targetKind: 'player',
        targetId: p.playerId.toString(),
        after: {
          instanceId: instance.id,
          campaignId: row.id,
          amountMinor,
          currency,
          freeSpins: isFreeSpins ? row.fsCount : null,
          reason: p.reason,
        },
      });
      const spins = isFreeSpins
        ? { count: row.fsCount ?? 0, gameName: (await catalogue.get(row.fsGameId ?? '', tx)).name }
        : null;
      return {
        isGranted: true,
        instanceId: instance.id,
        kind: isFreeSpins ? 'free_spins' : 'bonus',
        amountMinor,
        currency,
        freeSpins: spins,
        wageringMultiplier: row.wageringMultiplier,
      };
    },

    /**
     * What a campaign gives as a prize, for the races that offer it (their back-office checks and
     * public prize lines), with its title in `language`; null when there is no such campaign.
     */
    async prizeCampaign(
      campaignId: bigint,
      language: Language,
    ): Promise<{
      id: bigint;
      kind: Exclude<CampaignRow['kind'], 'sports_free_bet' | 'sports_boost'>;
      status: CampaignRow['status'];
      endsAt: Date | null;
      title: string;
      wageringMultiplier: number;
      freeSpins: {
        count: number;
        gameId: string;
        gameName: string;
        gameSystem: string;
        gameSlug: string;
      } | null;
    } | null> {
      const row = await repo.find(db, campaignId);
      // A sports free bet or boost is no race prize: the races see no such campaign.
      if (!row || row.kind === 'sports_free_bet' || row.kind === 'sports_boost') return null;
      const game =
        row.kind === 'free_spins' && row.fsGameId !== null
          ? await catalogue.get(row.fsGameId).catch(() => null)
          : null;
      return {
        id: row.id,
        kind: row.kind,
        status: row.status,
        endsAt: row.endsAt,
        title: textsOf(row, language).title,
        wageringMultiplier: row.wageringMultiplier,
        freeSpins:
          game && row.fsCount !== null
            ? {
                count: row.fsCount,
                gameId: game.id,
                gameName: game.name,
                gameSystem: game.providerId,
                gameSlug: game.slug,
              }
            : null,
      };
    },
  };
}
