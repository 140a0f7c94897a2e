import {
  JURISDICTION_PROFILES,
  type Campaign,
  type CampaignCostEstimate,
  type CampaignInput,
  type CampaignStatus,
  type JurisdictionProfileName,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import type { Operator } from '../admin/operator.service.ts';
import type { CatalogueService } from '../games/catalogue.service.ts';
import * as repo from './campaigns.repository.ts';
import { createCampaignRules } from './campaigns.rules.ts';
import { changedFields, estimateOf, toCampaign, valuesOf } from './campaigns.views.ts';
import { inTransaction } from '../../db/transaction.ts';

export type { CampaignRow } from './campaigns.repository.ts';

/**
 * What may change once a campaign has given bonuses: the players' copies of its terms are fixed,
 * but its texts, its limits (per player, total, budget, code uses) and its window stay the
 * operator's to tune; a changed term would make two players' "same" bonus mean different things.
 */
const EDITABLE_AFTER_GRANTS = new Set<keyof CampaignInput>([
  'texts',
  'perPlayerLimit',
  'totalGrantsLimit',
  'budgetEur',
  'promoCodeMaxUses',
  'startsAt',
  'endsAt',
]);

export interface CampaignsDeps {
  db: Database;
  catalogue: Pick<CatalogueService, 'get' | 'openTerms'>;
  profile: JurisdictionProfileName;
}

/** Bonus campaigns for the back office (issue 13): checked against the jurisdiction profile, every change audited. */
export function createCampaignsService(deps: CampaignsDeps) {
  const { db, catalogue } = deps;
  const profile = JURISDICTION_PROFILES[deps.profile];
  const { validate } = createCampaignRules(catalogue, deps.profile);

  /** Refuses a url or code another campaign holds (the unique indexes would too, less clearly). Produces campaign_url_exists, promo_code_exists. */
  async function assertUnique(
    tx: Executor,
    values: { url: string; promoCode?: string | null },
    self: bigint | null,
  ): Promise<void> {
    // Racing saves of one url or code take turns, so the later one is refused here by name
    // instead of failing on the unique index with a 500. Codes lock as stored (upper case).
    await lockForTransaction(tx, `campaign-url:${values.url}`);
    if (values.promoCode)
      await lockForTransaction(tx, `promo-code:${values.promoCode.toUpperCase()}`);
    const byUrl = await repo.byUrl(tx, values.url);
    if (byUrl && byUrl.id !== self)
      throw new AppError('campaign_url_exists', { data: { field: 'url' } });
    if (values.promoCode) {
      const byCode = await repo.byCode(tx, values.promoCode);
      if (byCode && byCode.id !== self)
        throw new AppError('promo_code_exists', { data: { field: 'promoCode' } });
    }
  }

  return {
    profile: { key: deps.profile, ...profile },

    async list(): Promise<Campaign[]> {
      return (await repo.list(db)).map(toCampaign);
    },

    /** Each campaign's expected cost to the house (bonus-value), newest first, for the bonus cost report. */
    async costEstimates(): Promise<CampaignCostEstimate[]> {
      const games = await catalogue.openTerms();
      const names = new Map(games.map((g) => [g.id, g.name]));
      return (await repo.list(db))
        .map(toCampaign)
        .map((campaign) => estimateOf(campaign, games, names));
    },

    async get(id: bigint): Promise<Campaign> {
      const row = await repo.find(db, id);
      if (!row) throw new AppError('campaign_not_found');
      return toCampaign(row);
    },

    /** A new campaign, as a draft: an operator starts it with the status change. */
    async create(by: Operator, input: CampaignInput): Promise<Campaign> {
      await validate(input);
      const values = valuesOf(input);
      const row = await inTransaction(db, async (tx) => {
        await assertUnique(tx, values, null);
        const inserted = await repo.insert(tx, { ...values, createdBy: by.id });
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: 'bonus_campaign.created',
          targetKind: 'bonus_campaign',
          targetId: inserted.id.toString(),
          after: toCampaign(inserted),
          ip: by.ip,
        });
        return inserted;
      });
      return toCampaign(row);
    },

    /**
     * Replaces a campaign's settings. Once any bonus was given from it only EDITABLE_AFTER_GRANTS
     * may change, and the total limit may not drop below the bonuses already given. Produces
     * campaign_not_found, campaign_terms_locked and validate's codes.
     */
    async update(by: Operator, id: bigint, input: CampaignInput): Promise<Campaign> {
      await validate(input);
      const row = await inTransaction(db, async (tx) => {
        const current = await repo.lock(tx, id);
        if (!current) throw new AppError('campaign_not_found');
        const changed = changedFields(current, input);
        if (changed.length === 0) return current;
        if (await repo.hasGrants(tx, id)) {
          const locked = changed.filter((field) => !EDITABLE_AFTER_GRANTS.has(field));
          if (locked.length > 0)
            throw new AppError('campaign_terms_locked', { data: { fields: locked } });
        }
        if (input.totalGrantsLimit !== null && input.totalGrantsLimit < current.grantedCount)
          throw new FieldRuleError('validation_error', 'totalGrantsLimit', 'invalid_value');
        if (
          input.promoCodeMaxUses !== null &&
          input.promoCode &&
          input.promoCodeMaxUses < current.promoCodeUses
        )
          throw new FieldRuleError('validation_error', 'promoCodeMaxUses', 'invalid_value');
        const values = valuesOf(input);
        await assertUnique(tx, values, id);
        const updated = await repo.update(tx, id, values);
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: 'bonus_campaign.updated',
          targetKind: 'bonus_campaign',
          targetId: id.toString(),
          before: toCampaign(current),
          after: toCampaign(updated),
          ip: by.ip,
        });
        return updated;
      });
      return toCampaign(row);
    },

    /** Starts, pauses or ends a campaign; an ended one stays ended (its players' bonuses go on). Produces campaign_not_found, campaign_not_running. */
    async setStatus(by: Operator, id: bigint, status: CampaignStatus): Promise<Campaign> {
      const row = await inTransaction(db, async (tx) => {
        const current = await repo.lock(tx, id);
        if (!current) throw new AppError('campaign_not_found');
        if (current.status === status) return current;
        if (current.status === 'ended') throw new AppError('campaign_not_running');
        const updated = await repo.update(tx, id, { status });
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: 'bonus_campaign.status_changed',
          targetKind: 'bonus_campaign',
          targetId: id.toString(),
          before: { status: current.status },
          after: { status },
          ip: by.ip,
        });
        return updated;
      });
      return toCampaign(row);
    },

    /** The demo's campaigns: inserted once by url, started at once; a later run changes nothing. */
    async seed(inputs: readonly CampaignInput[]): Promise<number> {
      let inserted = 0;
      for (const input of inputs) {
        await validate(input);
        await inTransaction(db, async (tx) => {
          if (await repo.byUrl(tx, input.url)) return;
          await repo.insert(tx, { ...valuesOf(input), status: 'active' });
          inserted += 1;
        });
      }
      return inserted;
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
