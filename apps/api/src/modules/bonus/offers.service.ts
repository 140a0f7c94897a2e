import {
  type BonusOffer,
  type JurisdictionProfileName,
  type Language,
  type PlayerBonus,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { GrantApprovals } from '../admin/grant-approvals.service.ts';
import type { CatalogueService } from '../games/catalogue.service.ts';
import type { LimitsService } from '../limits/limits.service.ts';
import type { PlayerService } from '../profile/player.service.ts';
import type { BonusEngine } from './bonus.engine.ts';
import { lockPlayerBonuses } from './bonus.repository.ts';
import * as repo from './campaigns.repository.ts';
import { createDepositBonuses } from './offers.deposits.ts';
import { createOfferGiving } from './offers.giving.ts';
import { createOperatorGrants } from './offers.grants.ts';
import { createPrizeGrants } from './offers.prizes.ts';
import { isRunningAt, playerBonusOf } from './offers.views.ts';

type CampaignRow = repo.CampaignRow;

export interface CreditedDeposit {
  playerId: bigint;
  paymentId: string;
  amountMinor: bigint;
  currency: string;
}

export interface OffersDeps {
  db: Database;
  engine: Pick<BonusEngine, 'grant' | 'grantFreeSpins'>;
  catalogue: Pick<CatalogueService, 'get'>;
  players: Pick<PlayerService, 'get'>;
  limits: Pick<LimitsService, 'assertNotExcluded'>;
  /** The player's credited deposits, counted by the cashier (which owns payments) in the caller's transaction. */
  creditedDeposits: (tx: Executor, playerId: bigint) => Promise<number>;
  /** The jurisdiction profile whose caps bound every grant (decision 019). */
  profile?: JurisdictionProfileName;
  /** The four-eyes rule for the back office's grants; without it (a test of prizes alone) an operator's grant is refused. */
  approvals?: Pick<
    GrantApprovals,
    'fourEyesEur' | 'needsApproval' | 'hold' | 'decide' | 'view' | 'list'
  >;
  now?: () => Date;
}

/**
 * Offers, promo codes and grants (issue 13): what players may take, checked against the abuse
 * limits an operator expects, and given through the engine in the caller's transaction. The
 * cashier's deposit hooks (offers.deposits.ts), the back office's grants (offers.grants.ts) and
 * prizes (offers.prizes.ts) share the giving in offers.giving.ts.
 */
export function createOffersService(deps: OffersDeps) {
  const { db, players } = deps;
  const now = deps.now ?? (() => new Date());
  const giving = createOfferGiving({ ...deps, now });
  const { offerOf, redeem } = giving;

  return {
    offerOf,

    /** GET /promotions/deposit-bonus: running deposit campaigns, in the viewer's currency and language. */
    async depositOffers(viewer: {
      playerId: bigint | null;
      currency: string;
      language: Language;
    }): Promise<BonusOffer[]> {
      const rows = await repo.running(db, ['deposit'], now());
      return Promise.all(rows.map((row) => offerOf(row, viewer)));
    },

    /** The running free-spin campaigns, for the promotions hub (their pages are /free-spin/{url}). */
    async freeSpinOffers(viewer: {
      playerId: bigint | null;
      currency: string;
      language: Language;
    }): Promise<BonusOffer[]> {
      const rows = await repo.running(db, ['free_spins'], now());
      return Promise.all(rows.map((row) => offerOf(row, viewer)));
    },

    /** One running campaign of `kind` by its url. Produces not_found (unknown, another kind, or not running). */
    async offerByUrl(
      kind: CampaignRow['kind'],
      url: string,
      viewer: { playerId: bigint | null; currency: string; language: Language },
    ): Promise<BonusOffer> {
      const row = await repo.byUrl(db, url);
      if (!row || row.kind !== kind || !isRunningAt(row, now())) throw new AppError('not_found');
      return offerOf(row, viewer);
    },

    /** For GET /player/bonuses: what the player may take now without a code (codes are never listed). */
    async offersFor(playerId: bigint, language: Language = 'en'): Promise<BonusOffer[]> {
      const player = await players.get(playerId);
      const rows = (await repo.running(db, ['deposit'], now())).filter(
        (row) => row.promoCode === null,
      );
      const offers = await Promise.all(
        rows.map((row) => offerOf(row, { playerId, currency: player.currency, language })),
      );
      return offers.filter((offer) => offer.eligibility === 'eligible');
    },

    /**
     * POST /player/bonuses/promo. Produces promo_code_unknown, promo_code_expired, promo_code_used,
     * promo_code_not_eligible.
     */
    async redeemPromo(
      playerId: bigint,
      code: string,
      language: Language,
    ): Promise<{ offer: BonusOffer; instance: PlayerBonus | null }> {
      const { row, instance } = await inTransaction(db, async (tx) => {
        await lockPlayerBonuses(tx, [playerId]);
        return redeem(tx, playerId, code);
      });
      const player = await players.get(playerId);
      const fresh = (await repo.find(db, row.id)) ?? row;
      return {
        offer: await offerOf(fresh, { playerId: null, currency: player.currency, language }).then(
          (offer) => ({ ...offer, eligibility: 'eligible' as const }),
        ),
        instance: instance ? playerBonusOf(instance, row, language) : null,
      };
    },

    ...createDepositBonuses(deps, giving),
    ...createOperatorGrants(deps, giving),
    ...createPrizeGrants(deps, giving),

    /** Refuses an unknown player (not_found) before the back office reads their bonuses. */
    async assertPlayer(playerId: bigint): Promise<void> {
      await players.get(playerId);
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
