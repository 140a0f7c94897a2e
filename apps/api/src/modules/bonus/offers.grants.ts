import {
  eurMinorIn,
  formatMinor,
  parseMinor,
  type BonusGrantResult,
  type Language,
} from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import type { Operator } from '../admin/operator.service.ts';
import type { BonusInstanceRow } from './bonus.engine.ts';
import { lockPlayerBonuses } from './bonus.repository.ts';
import * as repo from './campaigns.repository.ts';
import type { OfferGiving } from './offers.giving.ts';
import type { OffersDeps } from './offers.service.ts';
import { currencyOf, eurCostOf, playerBonusOf, textsOf } from './offers.views.ts';
import { isSportsKind, sportsPromoOf } from './campaigns.views.ts';

/** What a sports campaign's grant is worth in EUR cents: a free bet's stake; a boost's worth depends on its bet. */
const sportsGrantEurMinor = (row: repo.CampaignRow): bigint =>
  row.kind === 'sports_free_bet' ? (parseMinor(sportsPromoOf(row)?.freeBetEur ?? '') ?? 0n) : 0n;

type CampaignRow = repo.CampaignRow;

/** The back office's grants: checked against the profile's most per player, held above the four-eyes amount (decision 019). */
export function createOperatorGrants(deps: OffersDeps, giving: OfferGiving) {
  const { db, players, limits } = deps;
  const { profile, give } = giving;
  const playerCapEurMinor = BigInt(profile.playerGrantEurMax) * 100n;
  const approvalsOf = () => {
    if (!deps.approvals) throw new Error('operator grants need the four-eyes approvals');
    return deps.approvals;
  };

  /** What one grant from the campaign is worth in EUR cents: its amount, or its free spins at their stake. */
  const grantValueEurMinor = (row: CampaignRow, eurMinor: bigint): bigint =>
    row.kind === 'free_spins'
      ? (row.fsBetEurMinor ?? 0n) * BigInt(row.fsCount ?? 0)
      : isSportsKind(row.kind)
        ? sportsGrantEurMinor(row)
        : eurMinor;

  /**
   * Refuses a grant that would take the player past the profile's most from one campaign, counting
   * what they already had from it (decision 019). Produces grant_over_player_cap.
   */
  async function assertPlayerCap(
    tx: Executor,
    row: CampaignRow,
    playerId: bigint,
    valueEurMinor: bigint,
  ): Promise<void> {
    const before = (await repo.grantedTo(tx, row.id, playerId)).reduce(
      (sum, g) =>
        sum +
        (row.kind === 'free_spins'
          ? grantValueEurMinor(row, 0n) * BigInt(g.grants)
          : eurCostOf(g.amountMinor, currencyOf(g.currency))),
      0n,
    );
    const total = before + valueEurMinor;
    if (total > playerCapEurMinor)
      throw new AppError('grant_over_player_cap', {
        params: {
          value: formatMinor(total),
          max: formatMinor(playerCapEurMinor),
          profile: profile.name,
        },
        data: { field: row.kind === 'free_spins' ? 'campaignId' : 'amount' },
      });
  }

  /**
   * An operator's grant checked in `tx` under the player's and the campaign's locks: the campaign
   * runs, the player may take bonuses, the amount is positive and within the profile's most per
   * player. Produces campaign_not_found, campaign_not_running, bonus_not_eligible,
   * validation_error (amount), grant_over_player_cap.
   */
  async function checkedGrant(
    tx: Executor,
    playerId: bigint,
    campaignId: bigint,
    amountEurMinor: bigint | null,
  ) {
    const player = await players.get(playerId, tx);
    const currency = currencyOf(player.currency);
    await lockPlayerBonuses(tx, [playerId]);
    const row = await repo.lock(tx, campaignId);
    if (!row) throw new AppError('campaign_not_found');
    if (row.status === 'ended' || row.status === 'draft')
      throw new AppError('campaign_not_running');
    if (player.isDisabled) throw new AppError('bonus_not_eligible');
    try {
      await limits.assertNotExcluded(playerId, tx);
    } catch (error) {
      if (error instanceof AppError) throw new AppError('bonus_not_eligible');
      throw error;
    }
    const eurMinor = amountEurMinor ?? row.maxBonusEurMinor ?? 0n;
    // A free spins' or sports campaign's grant is its own terms: no amount is chosen.
    if (row.kind !== 'free_spins' && !isSportsKind(row.kind) && eurMinor <= 0n)
      throw new FieldRuleError('validation_error', 'amount', 'amount_invalid');
    const valueEurMinor = grantValueEurMinor(row, eurMinor);
    await assertPlayerCap(tx, row, playerId, valueEurMinor);
    return {
      row,
      currency,
      eurMinor,
      valueEurMinor,
      amountMinor:
        row.kind === 'free_spins' || isSportsKind(row.kind) ? 0n : eurMinorIn(eurMinor, currency),
    };
  }

  /** Gives a checked operator's grant and audits it with who asked and, above the four-eyes amount, who approved. */
  async function applyGrant(
    tx: Executor,
    requestedBy: bigint,
    approvedBy: bigint | null,
    playerId: bigint,
    checked: Awaited<ReturnType<typeof checkedGrant>>,
    reason: string,
    ip: string,
  ): Promise<BonusInstanceRow | null> {
    const { row, currency, amountMinor } = checked;
    const token = isSportsKind(row.kind)
      ? await giving.giveSportsPromo(tx, row, { playerId, currency, grantedBy: requestedBy })
      : null;
    const instance = token
      ? null
      : await give(tx, row, {
          playerId,
          currency,
          amountMinor,
          grantedBy: requestedBy,
        });
    await recordAudit(tx, {
      actorKind: 'operator',
      actorId: (approvedBy ?? requestedBy).toString(),
      action: 'bonus.granted',
      targetKind: 'player',
      targetId: playerId.toString(),
      after: {
        instanceId: instance?.id ?? null,
        sportsPromoId: token?.id ?? null,
        sportsPromoAmountMinor: token?.amountMinor ?? null,
        campaignId: row.id,
        amountMinor,
        currency,
        freeSpins: row.kind === 'free_spins' ? row.fsCount : null,
        reason,
        requestedBy,
        approvedBy,
      },
      ip,
    });
    return instance;
  }

  return {
    /**
     * The back office's grant: any campaign not ended, to any player who is not excluded, counted
     * against its caps and the profile's most per player; the amount in EUR (converted to the
     * player's currency), defaulting to the campaign's maximum; free spins give the campaign's
     * spins. Worth more than the four-eyes amount, it is held for a second operator instead
     * (decision 019). Audited with the reason. Produces campaign_not_found, campaign_not_running,
     * bonus_not_eligible, campaign_limit_reached, grant_over_player_cap.
     */
    async grantByOperator(
      by: Operator,
      playerId: bigint,
      input: { campaignId: string; amount?: string; reason: string },
      language: Language,
    ): Promise<BonusGrantResult> {
      const approvals = approvalsOf();
      // Views are read after the commit: the names come from other domains, outside this transaction.
      const done = await inTransaction(db, async (tx) => {
        const checked = await checkedGrant(
          tx,
          playerId,
          BigInt(input.campaignId),
          input.amount === undefined ? null : parseMinor(input.amount),
        );
        if (approvals.needsApproval(checked.valueEurMinor)) {
          const { row, eurMinor, amountMinor, currency } = checked;
          const isFreeSpins = row.kind === 'free_spins';
          const held = await approvals.hold(tx, by, {
            kind: 'bonus_grant',
            playerId,
            targetId: row.id.toString(),
            valueEurMinor: checked.valueEurMinor,
            request: {
              reason: input.reason,
              title: textsOf(row, 'en').title,
              amount: isFreeSpins ? null : formatMinor(amountMinor),
              currency: isFreeSpins ? null : currency,
              cp: null,
              freeSpins: isFreeSpins ? row.fsCount : null,
              amountEur: isFreeSpins ? null : formatMinor(eurMinor),
            },
          });
          return { bonus: null, held };
        }
        const instance = await applyGrant(tx, by.id, null, playerId, checked, input.reason, by.ip);
        return {
          bonus: instance ? playerBonusOf(instance, checked.row, language) : null,
          held: null,
        };
      });
      return {
        bonus: done.bonus,
        approval: done.held === null ? null : await approvals.view(done.held),
      };
    },

    /**
     * A second operator's decision on a held grant: approval checks the grant again as it stands
     * now (the campaign may have run out, the player may be excluded) and gives it in the same
     * transaction, so a refused one stays pending. Produces approval_not_found,
     * approval_state_conflict, approval_own_request and grantByOperator's codes.
     */
    async decideGrant(
      by: Operator,
      id: string,
      decision: 'approve' | 'reject',
      note: string,
      language: Language,
    ): Promise<BonusGrantResult> {
      const approvals = approvalsOf();
      const done = await inTransaction(db, async (tx) => {
        const held = await approvals.decide(tx, by, id, 'bonus_grant', decision, note);
        if (decision === 'reject' || held.playerId === null || held.targetId === null)
          return { bonus: null, held };
        const request = held.request as { reason: string; amountEur: string | null };
        const checked = await checkedGrant(
          tx,
          held.playerId,
          BigInt(held.targetId),
          request.amountEur === null ? null : parseMinor(request.amountEur),
        );
        const instance = await applyGrant(
          tx,
          held.requestedBy,
          by.id,
          held.playerId,
          checked,
          request.reason,
          by.ip,
        );
        return { bonus: instance ? playerBonusOf(instance, checked.row, language) : null, held };
      });
      return { bonus: done.bonus, approval: await approvals.view(done.held) };
    },

    /** The back office's held grants of one status, newest first. */
    grantApprovals: (status: 'pending' | 'approved' | 'rejected') =>
      approvalsOf().list('bonus_grant', status),

    /** The four-eyes amount in EUR, for the back office to say when a grant will wait. */
    fourEyesEur: (): number => approvalsOf().fourEyesEur,
  };
}
