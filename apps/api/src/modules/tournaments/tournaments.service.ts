import {
  eurMinorIn,
  formatMinor,
  type Currency,
  type JurisdictionProfileName,
  type Language,
  type LeaderboardEntry,
  type PromotionItem,
  type TournamentDetail,
  type TournamentJoinResult,
  type TournamentListItem,
  type TournamentPrize,
  type TournamentPrizeInput,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { GrantApprovals } from '../admin/grant-approvals.service.ts';
import { renderMarkdown } from '../content/markdown.ts';
import type { CatalogueService } from '../games/catalogue.service.ts';
import type { LimitsService } from '../limits/limits.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as entriesRepo from './tournament-entries.repository.ts';
import { createTournamentsAdmin } from './tournaments.admin.ts';
import { createTournamentsPayouts } from './tournaments.payouts.ts';
import * as repo from './tournaments.repository.ts';
import { formatScore } from './tournaments.scoring.ts';
import {
  currencyOf,
  eurMinorOf,
  FINISHED_LISTED_MS,
  isVisible,
  leaderboardOf,
  listItem,
  promotionOf,
  standingsOf,
  textFor,
  VISIBLE_BEFORE_MS,
} from './tournaments.views.ts';

/** Where the leaderboards go out after each scoring batch; the realtime module fans them out. */
export const LEADERBOARD_TOPIC = 'tournaments.leaderboard';
const LEADERBOARD_SIZE = 50;

export interface Viewer {
  language: Language;
  playerId: bigint | null;
  currency: string | null;
}

/** What a bonus campaign gives as a prize (the bonus domain's prizeCampaign). */
export interface PrizeCampaign {
  id: bigint;
  kind: 'deposit' | 'free_spins' | 'manual';
  status: 'draft' | 'active' | 'paused' | 'ended';
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
}

/** The bonus domain's system grant (its grantPrize), in the payout's transaction: granted, or refused with a result code. */
export type PrizeGrant = (
  tx: Executor,
  p: { playerId: bigint; campaignId: bigint; amountEurMinor?: bigint; reason: string },
) => Promise<
  | {
      isGranted: true;
      instanceId: bigint;
      amountMinor: bigint;
      currency: string;
      freeSpins: { count: number; gameName: string } | null;
      wageringMultiplier: number;
    }
  | { isGranted: false; code: string }
>;

export interface TournamentsDeps {
  db: Database;
  wallet: Pick<WalletService, 'reward'>;
  catalogue: Pick<CatalogueService, 'get'>;
  limits: Pick<LimitsService, 'assertNotExcluded'>;
  /** Free-spins and bonus prizes go through the bonus engine (decision 017); app.ts hands these in. */
  bonusPrizes: {
    grant: PrizeGrant;
    campaign: (campaignId: bigint, language: Language) => Promise<PrizeCampaign | null>;
  };
  /** The profile whose caps bound a race's prizes, and the four-eyes rule above its amount (decision 019). */
  profile?: JurisdictionProfileName;
  approvals?: Pick<
    GrantApprovals,
    'fourEyesEur' | 'needsApproval' | 'hold' | 'decide' | 'view' | 'list' | 'pendingFor'
  >;
  now?: () => Date;
}

/** Slot races and network promotions: the players' pages and joining, with the back office (tournaments.admin.ts) and the lifecycle and payouts (tournaments.payouts.ts). */
export function createTournamentsService(deps: TournamentsDeps) {
  const { db, catalogue, limits, bonusPrizes } = deps;
  const now = deps.now ?? (() => new Date());

  /** What players may see: not cancelled, not further ahead than the visibility window, finished ones for a while. */
  const visibleAt = (
    at: Date,
    kind: repo.TournamentRow['kind'] | null,
    order: 'listing' | 'start',
  ) =>
    repo.visible(
      db,
      {
        kind,
        startsBefore: new Date(at.getTime() + VISIBLE_BEFORE_MS),
        endsAfter: new Date(at.getTime() - FINISHED_LISTED_MS),
      },
      order,
    );

  /** The public standings of a slot race (top 50), masked. */
  async function leaderboard(executor: Executor, id: bigint): Promise<LeaderboardEntry[]> {
    return leaderboardOf(await entriesRepo.ranked(executor, id, LEADERBOARD_SIZE));
  }

  /** The public prize lines, in the viewer's language and currency; a campaign since removed shows its kind alone. */
  async function publicPrizes(
    prizes: readonly TournamentPrizeInput[],
    language: Language,
    currency: Currency,
  ): Promise<TournamentPrize[]> {
    return Promise.all(
      prizes.map(async (p) => {
        const campaign =
          p.kind === 'cash' ? null : await bonusPrizes.campaign(BigInt(p.campaignId), language);
        return {
          fromRank: p.fromRank,
          toRank: p.toRank,
          kind: p.kind,
          amount: formatMinor(
            p.kind === 'free_spins' ? 0n : eurMinorIn(eurMinorOf(p.amountEur), currency),
          ),
          currency,
          freeSpins: p.kind === 'free_spins' ? (campaign?.freeSpins ?? null) : null,
          wageringMultiplier: p.kind === 'bonus' ? (campaign?.wageringMultiplier ?? null) : null,
          title: campaign?.title ?? null,
        };
      }),
    );
  }

  return {
    leaderboard,

    /** GET /tournaments: running first, then upcoming by start, then recently finished, newest first. */
    async list(viewer: Viewer, type?: 'slot-race' | 'network'): Promise<TournamentListItem[]> {
      const kind = type === undefined ? null : type === 'network' ? 'network' : 'slot_race';
      const rows = await visibleAt(now(), kind, 'listing');
      const texts = await repo.texts(
        db,
        rows.map((r) => r.id),
      );
      const currency = currencyOf(viewer.currency);
      return rows.map((row) => listItem(row, textFor(texts, row.id, viewer.language), currency));
    },

    /** GET /tournaments/{url}: everything the race's page shows, in the viewer's language and currency. */
    async detail(url: string, viewer: Viewer): Promise<TournamentDetail> {
      const row = await repo.byUrl(db, url);
      const at = now();
      if (!row || !isVisible(row, at)) throw new AppError('tournament_not_found');
      const texts = await repo.texts(db, [row.id]);
      const text = textFor(texts, row.id, viewer.language);
      const currency = currencyOf(viewer.currency);
      const games: TournamentDetail['games'] = [];
      for (const gameId of row.gameIds) {
        try {
          const game = await catalogue.get(gameId);
          games.push({ id: game.id, name: game.name, system: game.providerId, slug: game.slug });
        } catch {
          // A game removed from the catalogue after the race was set up: nothing to link to.
        }
      }
      const isNetwork = row.kind === 'network';
      const entry =
        !isNetwork && viewer.playerId !== null
          ? await entriesRepo.entryOf(db, row.id, viewer.playerId)
          : null;
      return {
        ...listItem(row, text, currency),
        language: text?.language ?? 'en',
        termsHtml: renderMarkdown(text?.terms ?? ''),
        games,
        minBet: formatMinor(eurMinorIn(row.minBetEurMinor, currency)),
        scoringParams: row.scoringParams,
        prizes: await publicPrizes(row.prizes, viewer.language, currency),
        leaderboard: isNetwork ? standingsOf(row) : await leaderboard(db, row.id),
        leaderboardAt: isNetwork ? (row.standingsAt?.toISOString() ?? null) : at.toISOString(),
        me:
          viewer.playerId === null || isNetwork
            ? null
            : {
                joined: entry !== null,
                rank: entry?.rank ?? null,
                score: formatScore(entry?.score ?? 0n),
                qualifyingBets: entry?.qualifyingBets ?? 0,
              },
      };
    },

    /**
     * Enrols a player (join races; an auto race takes it too, it only enrols earlier). Idempotent.
     * Produces tournament_not_found, tournament_not_open (not shown yet), tournament_ended, self_excluded.
     */
    async join(playerId: bigint, id: bigint): Promise<TournamentJoinResult> {
      const at = now();
      return inTransaction(db, async (tx) => {
        const row = await repo.byId(tx, id);
        if (!row || row.kind !== 'slot_race' || row.status === 'cancelled')
          throw new AppError('tournament_not_found');
        if (!isVisible(row, at)) throw new AppError('tournament_not_open');
        if (row.status === 'finished' || row.status === 'paid' || row.endsAt <= at)
          throw new AppError('tournament_ended');
        await limits.assertNotExcluded(playerId, tx);
        const joinedAt = await entriesRepo.join(tx, id, playerId);
        return {
          tournamentId: id.toString(),
          joined: true as const,
          joinedAt: joinedAt.toISOString(),
        };
      });
    },

    /** The hub's items: running and upcoming races and network promotions, in the viewer's language and currency. */
    async promotions(ctx: {
      language: Language;
      currency: string | null;
    }): Promise<PromotionItem[]> {
      const current = (await visibleAt(now(), null, 'start')).filter(
        (r) => r.status === 'running' || r.status === 'scheduled',
      );
      // A recurring race schedules its next occurrence when it starts: the hub offers the one
      // running now, not the same race twice.
      const running = new Set(current.filter((r) => r.status === 'running').map((r) => r.id));
      const rows = current.filter(
        (r) => r.status === 'running' || r.previousId === null || !running.has(r.previousId),
      );
      const texts = await repo.texts(
        db,
        rows.map((r) => r.id),
      );
      const currency = currencyOf(ctx.currency);
      return rows.map((row) =>
        promotionOf(
          row,
          listItem(row, textFor(texts, row.id, ctx.language), currency),
          ctx.language,
          currency,
        ),
      );
    },

    // Back office (setting races up, approvals, standings and payouts).
    ...createTournamentsAdmin({ ...deps, now }),
    // Lifecycle (the job): starting, ending and paying races.
    ...createTournamentsPayouts({ ...deps, now }),
  };
}

export type TournamentsService = ReturnType<typeof createTournamentsService>;
