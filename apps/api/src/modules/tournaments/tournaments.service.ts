import {
  DEFAULT_JURISDICTION_PROFILE,
  eurMinorIn,
  formatMinor,
  isCurrency,
  JURISDICTION_PROFILES,
  LANGUAGES,
  maskUsername,
  parseMinor,
  type AdminTournament,
  type Currency,
  type JurisdictionProfileName,
  type Language,
  type LeaderboardEntry,
  type PromotionItem,
  type TournamentDetail,
  type TournamentInput,
  type TournamentJoinResult,
  type TournamentListItem,
  type TournamentPrize,
  type TournamentPrizeInput,
} from '@orca/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database, type Executor } from '../../db/client.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import { publishNotice } from '../../platform/notices.ts';
import type { GrantApprovals } from '../admin/grant-approvals.service.ts';
import type { Operator } from '../admin/operator.service.ts';
import { renderMarkdown } from '../content/markdown.ts';
import type { CatalogueService } from '../games/catalogue.service.ts';
import type { LimitsService } from '../limits/limits.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './tournaments.repository.ts';
import { formatScore } from './tournaments.scoring.ts';
import { inTransaction } from '../../db/transaction.ts';

/** The consumer's cursor name: the end job pays a race only once this has passed its window. */
export const SCORES_CONSUMER = 'tournaments.scores';
/** Where the leaderboards go out after each scoring batch; the realtime module fans them out. */
export const LEADERBOARD_TOPIC = 'tournaments.leaderboard';
export const LEADERBOARD_SIZE = 50;
/** Upcoming races show (and take entries) this long before they start. */
export const VISIBLE_BEFORE_MS = 7 * 24 * 3_600_000;
/** Finished races stay listed this long, with their final standings. */
export const FINISHED_LISTED_MS = 7 * 24 * 3_600_000;
const RECURRENCE_MS = { daily: 24 * 3_600_000, weekly: 7 * 24 * 3_600_000 } as const;
const VISITOR_CURRENCY: Currency = 'EUR';

export interface Viewer {
  language: Language;
  playerId: bigint | null;
  currency: string | null;
}

/** Standings as the provider publishes them (NetworkStandingSchema in contracts): shown as published. */
const StandingsSchema = z.array(
  z.object({
    rank: z.number().int(),
    player: z.string(),
    casino: z.string().optional(),
    score: z.union([z.string(), z.number()]),
  }),
);

const currencyOf = (value: string | null | undefined): Currency =>
  isCurrency(value) ? value : VISITOR_CURRENCY;
const eurMinorOf = (amount: string): bigint => parseMinor(amount) ?? 0n;
const typeOf = (row: repo.TournamentRow) => (row.kind === 'network' ? 'network' : 'slot-race');

function textFor(
  texts: readonly repo.TextRow[],
  id: bigint,
  language: Language,
): repo.TextRow | null {
  const own = texts.filter((t) => t.tournamentId === id);
  return (
    own.find((t) => t.language === language) ??
    own.find((t) => t.language === 'en') ??
    own[0] ??
    null
  );
}

/** The cash prizes' total: free spins and bonuses are the bonus engine's budget, not money paid out. */
function prizePoolEurMinor(prizes: readonly TournamentPrizeInput[]): bigint {
  return prizes.reduce(
    (sum, p) =>
      p.kind === 'cash' ? sum + eurMinorOf(p.amountEur) * BigInt(p.toRank - p.fromRank + 1) : sum,
    0n,
  );
}

/** The prize for a rank, if the race has one. */
export function prizeFor(
  prizes: readonly TournamentPrizeInput[],
  rank: number,
): TournamentPrizeInput | null {
  return prizes.find((p) => rank >= p.fromRank && rank <= p.toRank) ?? null;
}

function lastPrizedRank(prizes: readonly TournamentPrizeInput[]): number {
  return prizes.reduce((max, p) => Math.max(max, p.toRank), 0);
}

function leaderboardOf(entries: readonly repo.RankedEntry[]): LeaderboardEntry[] {
  return entries.map((e) => ({
    rank: e.rank,
    username: maskUsername(e.username),
    score: formatScore(e.score),
    reachedAt: e.reachedAt?.toISOString() ?? null,
  }));
}

function standingsOf(row: repo.TournamentRow): LeaderboardEntry[] {
  const parsed = StandingsSchema.safeParse(row.standings);
  if (!parsed.success) return [];
  return parsed.data.map((s) => ({
    rank: s.rank,
    username: s.casino ? `${s.player} · ${s.casino}` : s.player,
    score: String(s.score),
    reachedAt: null,
  }));
}

/** Amounts in EUR from the back office: "12.50" → 1250 cents; a bad value names its field. */
function eurField(value: string, field: string): bigint {
  const minor = parseMinor(value);
  if (minor === null) throw new FieldRuleError('validation_error', field, 'invalid_value');
  return minor;
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

export function createTournamentsService(deps: TournamentsDeps) {
  const { db, wallet, catalogue, limits, bonusPrizes } = deps;
  const now = deps.now ?? (() => new Date());
  const profile = JURISDICTION_PROFILES[deps.profile ?? DEFAULT_JURISDICTION_PROFILE];
  const playerCapEurMinor = BigInt(profile.playerGrantEurMax) * 100n;
  const raceCapEurMinor = BigInt(profile.campaignEurMax) * 100n;
  const approvalsOf = () => {
    if (!deps.approvals)
      throw new Error('races created in the back office need the four-eyes approvals');
    return deps.approvals;
  };

  /**
   * Holds a race for a second operator when its cash prizes are worth more than the four-eyes
   * amount (decision 019): it waits as pending_approval, unlisted and never started, until approved.
   */
  async function holdIfAbove(
    tx: Executor,
    by: Operator,
    id: bigint,
    input: TournamentInput,
  ): Promise<void> {
    const approvals = approvalsOf();
    const pool = prizePoolEurMinor(input.prizes);
    if (!approvals.needsApproval(pool)) return;
    await repo.setStatus(tx, id, 'pending_approval');
    const pending = await approvals.pendingFor(tx, 'race_prizes', id.toString());
    if (pending?.valueEurMinor === pool) return;
    await approvals.hold(tx, by, {
      kind: 'race_prizes',
      playerId: null,
      targetId: id.toString(),
      valueEurMinor: pool,
      request: {
        reason: `/slot-races/${input.url}`,
        title: input.texts.en?.title ?? input.url,
        amount: formatMinor(pool),
        currency: 'EUR',
        cp: null,
        freeSpins: null,
      },
    });
  }

  /** What players may see: not cancelled, not further ahead than the visibility window, finished ones for a while. */
  function visibleWhere(at: Date, type?: 'slot-race' | 'network') {
    const kind =
      type === undefined
        ? sql`true`
        : sql`t.kind = ${type === 'network' ? 'network' : 'slot_race'}`;
    return sql`${kind} and t.status not in ('cancelled', 'pending_approval')
      and t.starts_at <= ${new Date(at.getTime() + VISIBLE_BEFORE_MS).toISOString()}::timestamptz
      and t.ends_at > ${new Date(at.getTime() - FINISHED_LISTED_MS).toISOString()}::timestamptz`;
  }

  function isVisible(row: repo.TournamentRow, at: Date): boolean {
    return (
      row.status !== 'cancelled' &&
      row.status !== 'pending_approval' &&
      row.startsAt.getTime() <= at.getTime() + VISIBLE_BEFORE_MS
    );
  }

  function listItem(
    row: repo.TournamentRow,
    text: repo.TextRow | null,
    currency: Currency,
  ): TournamentListItem {
    return {
      id: row.id.toString(),
      url: row.url,
      type: typeOf(row),
      title: text?.title ?? row.url,
      summary: text?.summary ?? '',
      imageUrl: row.imageId === null ? null : `/api/v1/content/images/${row.imageId}`,
      // Players are never shown a race waiting for approval (visibleWhere); to them it has not been announced.
      status: row.status === 'pending_approval' ? 'scheduled' : row.status,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      enrolment: row.enrolment,
      scoring: row.scoring,
      prizePool: formatMinor(eurMinorIn(prizePoolEurMinor(row.prizes), currency)),
      currency,
      provider: row.kind === 'network' ? row.providerName : null,
    };
  }

  /** The public standings of a slot race (top 50), masked. */
  async function leaderboard(executor: Executor, id: bigint): Promise<LeaderboardEntry[]> {
    return leaderboardOf(await repo.ranked(executor, id, LEADERBOARD_SIZE));
  }

  async function adminOf(
    row: repo.TournamentRow,
    texts: readonly repo.TextRow[],
    entries: number,
  ): Promise<AdminTournament> {
    const own = texts.filter((t) => t.tournamentId === row.id);
    return {
      id: row.id.toString(),
      kind: row.kind,
      url: row.url,
      title: textFor(texts, row.id, 'en')?.title ?? row.url,
      status: row.status,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      recurrence: row.recurrence,
      gameIds: row.gameIds,
      minBetEur: formatMinor(row.minBetEurMinor),
      enrolment: row.enrolment,
      scoring: row.scoring,
      scoringParams: row.scoringParams,
      prizes: row.prizes,
      texts: Object.fromEntries(
        own
          .filter((t) => (LANGUAGES as readonly string[]).includes(t.language))
          .map((t) => [t.language, { title: t.title, summary: t.summary, terms: t.terms }]),
      ),
      entries,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function adminById(id: bigint): Promise<AdminTournament> {
    const row = await repo.byId(db, id);
    if (!row || row.kind !== 'slot_race') throw new AppError('tournament_not_found');
    return adminOf(
      row,
      await repo.texts(db, [id]),
      (await repo.entryCounts(db, [id])).get(id.toString()) ?? 0,
    );
  }

  /**
   * Checks the games exist, and the rest the schema cannot see: a prize's campaign exists, is of
   * the prize's kind (free spins from a free-spins campaign, a bonus from a deposit or manual one)
   * and is active and not over before the race ends, so its grant can be paid; each rank's prize and
   * the cash pool stay within the profile's caps. Returns the minimum bet in EUR cents. Produces
   * validation_error, campaign_not_found, campaign_not_running, grant_over_player_cap, campaign_over_cap.
   */
  async function validated(input: TournamentInput): Promise<bigint> {
    for (const [i, gameId] of input.gameIds.entries()) {
      try {
        await catalogue.get(gameId);
      } catch {
        throw new FieldRuleError('validation_error', `gameIds.${i}`, 'invalid_value');
      }
    }
    for (const [i, prize] of input.prizes.entries()) {
      if (prize.kind !== 'free_spins') {
        const eurMinor = eurField(prize.amountEur, `prizes.${i}.amountEur`);
        // A bonus of nothing cannot be granted; a cash prize of nothing is a place without a prize.
        if (prize.kind === 'bonus' && eurMinor <= 0n)
          throw new FieldRuleError('validation_error', `prizes.${i}.amountEur`, 'invalid_value');
        if (eurMinor > playerCapEurMinor)
          throw new AppError('grant_over_player_cap', {
            params: {
              value: formatMinor(eurMinor),
              max: formatMinor(playerCapEurMinor),
              profile: profile.name,
            },
            data: { field: `prizes.${i}.amountEur` },
          });
      }
      if (prize.kind === 'cash') continue;
      const field = `prizes.${i}.campaignId`;
      const campaign = await bonusPrizes.campaign(BigInt(prize.campaignId), 'en');
      if (!campaign) throw new FieldRuleError('campaign_not_found', field, 'invalid_value');
      if ((campaign.kind === 'free_spins') !== (prize.kind === 'free_spins'))
        throw new FieldRuleError('validation_error', field, 'invalid_value');
      if (
        campaign.status !== 'active' ||
        (campaign.endsAt !== null && campaign.endsAt < new Date(input.endsAt))
      )
        throw new FieldRuleError('campaign_not_running', field, 'invalid_value');
    }
    const pool = prizePoolEurMinor(input.prizes);
    if (pool > raceCapEurMinor)
      throw new AppError('campaign_over_cap', {
        params: {
          value: formatMinor(pool),
          max: formatMinor(raceCapEurMinor),
          profile: profile.name,
        },
        data: { field: 'prizes' },
      });
    return eurField(input.minBetEur, 'minBetEur');
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

  /** Schedules the next occurrence of a recurring race once it starts (decision 017), same texts, same rules. */
  async function scheduleNext(tx: Executor, row: repo.TournamentRow, at: Date): Promise<void> {
    if (row.recurrence === 'none') return;
    const [exists] = await queryRows(
      tx,
      sql`select 1 from tournaments where previous_id = ${row.id}`,
    );
    if (exists) return;
    const period = RECURRENCE_MS[row.recurrence];
    const length = row.endsAt.getTime() - row.startsAt.getTime();
    let starts = row.startsAt.getTime() + period;
    // After a long stop the next occurrence is the first one still ahead, not a string of past ones.
    while (starts + length <= at.getTime()) starts += period;
    const day = new Date(starts).toISOString().slice(0, 10);
    const base = row.url.replace(/-\d{4}-\d{2}-\d{2}$/, '');
    const texts = await repo.texts(tx, [row.id]);
    const input: TournamentInput = {
      url: `${base}-${day}`,
      startsAt: new Date(starts).toISOString(),
      endsAt: new Date(starts + length).toISOString(),
      recurrence: row.recurrence,
      gameIds: row.gameIds,
      minBetEur: formatMinor(row.minBetEurMinor),
      enrolment: row.enrolment,
      scoring: row.scoring,
      scoringParams: row.scoringParams,
      prizes: row.prizes,
      texts: Object.fromEntries(
        texts.map((t) => [t.language, { title: t.title, summary: t.summary, terms: t.terms }]),
      ),
    };
    if (await repo.urlTaken(tx, input.url, null)) return;
    const id = await repo.insert(tx, input, row.minBetEurMinor, null, row.id);
    await repo.replaceTexts(tx, id, input.texts);
  }

  /**
   * Whether every round that can count for the race has been scored: no settled round of its
   * window past the consumer's cursor, and no transaction still open that began before the end
   * (a round's settling time is its transaction's start, so such a one could still commit one).
   */
  async function isScored(row: repo.TournamentRow): Promise<boolean> {
    const [pending] = await queryRows<{ n: number }>(
      db,
      sql`select 1 as n from game_rounds r
        where r.settled_xid is not null and r.mode = 'real' and r.game_id = any(${`{${row.gameIds.map((g) => `"${g}"`).join(',')}}`}::text[])
          and coalesce(r.closed_at, r.created_at) >= ${row.startsAt.toISOString()}::timestamptz and coalesce(r.closed_at, r.created_at) < ${row.endsAt.toISOString()}::timestamptz
          and (r.settled_xid, r.id) > coalesce((select (c.position_xid, c.position_id::uuid) from event_cursors c where c.consumer = ${SCORES_CONSUMER} and c.source = 'round.settled'),
            ('0'::xid8, '00000000-0000-0000-0000-000000000000'::uuid))
        limit 1`,
    );
    if (pending) return false;
    const [open] = await queryRows(
      db,
      sql`select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_xid is not null and xact_start < ${row.endsAt.toISOString()}::timestamptz limit 1`,
    );
    return !open;
  }

  /**
   * Pays one rank in its own transaction, keyed `tournament:<id>:<rank>`: once, whatever restarts.
   * The payout row is claimed first; cash goes through the wallet under the same key, free spins and
   * bonuses through the bonus engine in the same transaction. A grant the engine refuses (a
   * self-excluded winner, a campaign out of budget) is recorded as skipped with its reason, so the
   * operator sees it and the job does not try it again.
   */
  async function payRank(
    row: repo.TournamentRow,
    entry: repo.RankedEntry,
    prize: TournamentPrizeInput,
    title: (language: string) => string,
  ): Promise<void> {
    const currency = currencyOf(entry.currency);
    const key = `tournament:${row.id}:${entry.rank}`;
    const race = title(entry.language);
    await inTransaction(db, async (tx) => {
      const base = { tournamentId: row.id, rank: entry.rank, playerId: entry.playerId, currency };
      if (prize.kind === 'cash') {
        const amountMinor = eurMinorIn(eurMinorOf(prize.amountEur), currency);
        const record: repo.PayoutRecord = {
          prize,
          status: 'paid',
          reason: null,
          instanceId: null,
          freeSpins: null,
        };
        const claimed = await repo.claimPayout(tx, { ...base, record, amountMinor });
        if (!claimed || amountMinor <= 0n) return;
        await wallet.reward(tx, {
          key,
          playerId: entry.playerId,
          currency,
          amountMinor,
          reference: key,
        });
        await publishNotice(tx, entry.playerId, 'tournament_won', {
          rank: entry.rank,
          race,
          amount: formatMinor(amountMinor),
          currency,
        });
        return;
      }
      // Claimed before granting: a second instance waits on the row's key, then finds the rank taken.
      const claimed = await repo.claimPayout(tx, {
        ...base,
        record: { prize, status: 'paid', reason: null, instanceId: null, freeSpins: null },
        amountMinor: 0n,
      });
      if (!claimed) return;
      const granted = await bonusPrizes.grant(tx, {
        playerId: entry.playerId,
        campaignId: BigInt(prize.campaignId),
        ...(prize.kind === 'bonus' ? { amountEurMinor: eurMinorOf(prize.amountEur) } : {}),
        reason: key,
      });
      if (!granted.isGranted) {
        await repo.settlePayout(
          tx,
          row.id,
          entry.rank,
          { prize, status: 'skipped', reason: granted.code, instanceId: null, freeSpins: null },
          0n,
        );
        return;
      }
      await repo.settlePayout(
        tx,
        row.id,
        entry.rank,
        {
          prize,
          status: 'paid',
          reason: null,
          instanceId: granted.instanceId.toString(),
          freeSpins: granted.freeSpins?.count ?? null,
        },
        granted.amountMinor,
      );
      if (granted.freeSpins) {
        await publishNotice(tx, entry.playerId, 'tournament_won_free_spins', {
          rank: entry.rank,
          race,
          count: granted.freeSpins.count,
          game: granted.freeSpins.gameName,
        });
      } else {
        await publishNotice(tx, entry.playerId, 'tournament_won_bonus', {
          rank: entry.rank,
          race,
          amount: formatMinor(granted.amountMinor),
          currency: granted.currency,
          multiplier: granted.wageringMultiplier,
        });
      }
    });
  }

  return {
    leaderboard,

    /** GET /tournaments: running first, then upcoming by start, then recently finished, newest first. */
    async list(viewer: Viewer, type?: 'slot-race' | 'network'): Promise<TournamentListItem[]> {
      const at = now();
      const rows = await repo.select(
        db,
        visibleWhere(at, type),
        sql`case t.status when 'running' then 0 when 'scheduled' then 1 else 2 end, case when t.status in ('running', 'scheduled') then t.starts_at end, t.ends_at desc, t.id`,
      );
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
          ? await repo.entryOf(db, row.id, viewer.playerId)
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
        const joinedAt = await repo.join(tx, id, playerId);
        return {
          tournamentId: id.toString(),
          joined: true as const,
          joinedAt: joinedAt.toISOString(),
        };
      });
    },

    // Back office.

    async adminList(): Promise<AdminTournament[]> {
      const rows = await repo.select(
        db,
        sql`t.kind = 'slot_race'`,
        sql`t.starts_at desc, t.id desc`,
      );
      const ids = rows.map((r) => r.id);
      const [texts, counts] = await Promise.all([repo.texts(db, ids), repo.entryCounts(db, ids)]);
      return Promise.all(
        rows.map((row) => adminOf(row, texts, counts.get(row.id.toString()) ?? 0)),
      );
    },

    adminGet: adminById,

    async create(by: Operator, input: TournamentInput): Promise<AdminTournament> {
      const minBet = await validated(input);
      const id = await inTransaction(db, async (tx) => {
        await lockForTransaction(tx, `tournament-url:${input.url}`);
        if (await repo.urlTaken(tx, input.url, null)) throw new AppError('tournament_url_exists');
        const created = await repo.insert(tx, input, minBet, by.id);
        await repo.replaceTexts(tx, created, input.texts);
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: 'tournament.created',
          targetKind: 'tournament',
          targetId: created.toString(),
          after: input,
          ip: by.ip,
        });
        await holdIfAbove(tx, by, created, input);
        return created;
      });
      return adminById(id);
    },

    /** Changes a race while it is scheduled; a running one is locked (decision 017). */
    async update(by: Operator, id: bigint, input: TournamentInput): Promise<AdminTournament> {
      const minBet = await validated(input);
      await inTransaction(db, async (tx) => {
        const current = await repo.byId(tx, id, true);
        if (!current || current.kind !== 'slot_race') throw new AppError('tournament_not_found');
        // The clock decides too: a race past its start is live even before the job marks it.
        if (
          (current.status !== 'scheduled' && current.status !== 'pending_approval') ||
          current.startsAt <= now()
        )
          throw new AppError('tournament_locked');
        await lockForTransaction(tx, `tournament-url:${input.url}`);
        if (await repo.urlTaken(tx, input.url, id)) throw new AppError('tournament_url_exists');
        const before = await adminOf(current, await repo.texts(tx, [id]), 0);
        await repo.update(tx, id, input, minBet);
        await repo.replaceTexts(tx, id, input.texts);
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: 'tournament.updated',
          targetKind: 'tournament',
          targetId: id.toString(),
          before,
          after: input,
          ip: by.ip,
        });
        // Approved prizes stay approved; changed ones above the amount (or a race still waiting) wait again.
        const isPrizesChanged = JSON.stringify(current.prizes) !== JSON.stringify(input.prizes);
        if (current.status === 'pending_approval' || isPrizesChanged) {
          if (current.status === 'pending_approval') await repo.setStatus(tx, id, 'scheduled');
          await holdIfAbove(tx, by, id, input);
        }
      });
      return adminById(id);
    },

    /** Cancels a race before it starts. */
    async cancel(by: Operator, id: bigint): Promise<AdminTournament> {
      await inTransaction(db, async (tx) => {
        const current = await repo.byId(tx, id, true);
        if (!current || current.kind !== 'slot_race') throw new AppError('tournament_not_found');
        if (current.status === 'cancelled') return;
        if (
          (current.status !== 'scheduled' && current.status !== 'pending_approval') ||
          current.startsAt <= now()
        )
          throw new AppError('tournament_locked');
        await repo.setStatus(tx, id, 'cancelled');
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: 'tournament.cancelled',
          targetKind: 'tournament',
          targetId: id.toString(),
          before: { status: current.status },
          after: { status: 'cancelled' },
          ip: by.ip,
        });
      });
      return adminById(id);
    },

    /**
     * A second operator's decision on a race held for its cash prizes: approval schedules it (the
     * prizes must still be the ones held, and the race not yet started); rejection cancels it.
     * Produces approval_not_found, approval_state_conflict, approval_own_request, tournament_locked.
     */
    async decidePrizes(
      by: Operator,
      id: string,
      decision: 'approve' | 'reject',
      note: string,
    ): Promise<{
      tournament: AdminTournament;
      approval: Awaited<ReturnType<GrantApprovals['view']>>;
    }> {
      const approvals = approvalsOf();
      const { raceId, held } = await inTransaction(db, async (tx) => {
        const held = await approvals.decide(tx, by, id, 'race_prizes', decision, note);
        const race =
          held.targetId === null ? undefined : await repo.byId(tx, BigInt(held.targetId), true);
        if (!race) throw new AppError('tournament_not_found');
        const isHeld =
          race.status === 'pending_approval' &&
          prizePoolEurMinor(race.prizes) === held.valueEurMinor;
        if (decision === 'approve') {
          // The race changed since this request (new prizes wait under a newer one) or was cancelled.
          if (!isHeld) throw new AppError('approval_state_conflict');
          if (race.startsAt <= now()) throw new AppError('tournament_locked');
          await repo.setStatus(tx, race.id, 'scheduled');
        } else if (isHeld) {
          await repo.setStatus(tx, race.id, 'cancelled');
        }
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action:
            decision === 'approve' ? 'tournament.prizes_approved' : 'tournament.prizes_rejected',
          targetKind: 'tournament',
          targetId: race.id.toString(),
          before: { status: race.status },
          after: {
            approvalId: id,
            requestedBy: held.requestedBy,
            poolEurMinor: held.valueEurMinor,
          },
          ip: by.ip,
        });
        return { raceId: race.id, held };
      });
      return { tournament: await adminById(raceId), approval: await approvals.view(held) };
    },

    /** Races held for their cash prizes, by the request's status, newest first. */
    prizeApprovals: (status: 'pending' | 'approved' | 'rejected') =>
      approvalsOf().list('race_prizes', status),

    /** The four-eyes amount in EUR, for the form to say when a race will wait. */
    fourEyesEur: (): number => approvalsOf().fourEyesEur,

    async adminLeaderboard(id: bigint) {
      await adminById(id);
      const entries = await repo.ranked(db, id, null);
      return {
        entries: entries.map((e) => ({
          rank: e.rank,
          playerId: e.playerId.toString(),
          username: e.username,
          score: formatScore(e.score),
          qualifyingBets: e.qualifyingBets,
          reachedAt: e.reachedAt?.toISOString() ?? null,
        })),
      };
    },

    async adminPayouts(id: bigint) {
      await adminById(id);
      const rows = await repo.payouts(db, id);
      return {
        payouts: rows.map((p) => ({
          rank: p.rank,
          playerId: p.playerId.toString(),
          username: p.username,
          kind: p.record.prize.kind,
          amount: formatMinor(p.amountMinor),
          currency: p.currency,
          freeSpins: p.record.freeSpins,
          campaignId: p.record.prize.kind === 'cash' ? null : p.record.prize.campaignId,
          status: p.record.status,
          reason: p.record.reason,
          paidAt: p.paidAt.toISOString(),
        })),
      };
    },

    // Lifecycle (the job).

    /** Starts races whose time came (scheduling the next of a recurring one), ends those past their end. */
    async advance(): Promise<void> {
      const at = now();
      const iso = at.toISOString();
      const starting = await repo.select(
        db,
        sql`t.kind = 'slot_race' and t.status = 'scheduled' and t.starts_at <= ${iso}::timestamptz`,
      );
      for (const row of starting) {
        await inTransaction(db, async (tx) => {
          const locked = await repo.byId(tx, row.id, true);
          if (locked?.status !== 'scheduled') return;
          await repo.setStatus(tx, row.id, locked.endsAt <= at ? 'finished' : 'running');
          await scheduleNext(tx, locked, at);
        });
      }
      await db.execute(
        sql`update tournaments set status = 'finished', updated_at = now() where kind = 'slot_race' and status = 'running' and ends_at <= ${iso}::timestamptz`,
      );
    },

    /**
     * Ranks and pays each finished race once its last rounds are scored: each rank in its own
     * transaction, then the race is 'paid'. Fewer players than prizes pays the ranks there are.
     */
    async payFinished(): Promise<number> {
      const finished = await repo.select(
        db,
        sql`t.kind = 'slot_race' and t.status = 'finished'`,
        sql`t.ends_at, t.id`,
      );
      let paid = 0;
      for (const row of finished) {
        if (!(await isScored(row))) continue;
        const texts = await repo.texts(db, [row.id]);
        const title = (language: string) =>
          textFor(
            texts,
            row.id,
            (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en',
          )?.title ?? row.url;
        const entries = await repo.ranked(db, row.id, lastPrizedRank(row.prizes));
        for (const entry of entries) {
          const prize = prizeFor(row.prizes, entry.rank);
          if (prize) await payRank(row, entry, prize, title);
        }
        await db.execute(
          sql`update tournaments set status = 'paid', updated_at = now() where id = ${row.id} and status = 'finished'`,
        );
        paid += 1;
      }
      return paid;
    },

    /** The hub's items: running and upcoming races and network promotions, in the viewer's language and currency. */
    async promotions(ctx: {
      language: Language;
      currency: string | null;
    }): Promise<PromotionItem[]> {
      const at = now();
      const current = (await repo.select(db, visibleWhere(at), sql`t.starts_at, t.id`)).filter(
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
      return rows.map((row) => {
        const item = listItem(row, textFor(texts, row.id, ctx.language), currency);
        const pool = Number(item.prizePool);
        const locale = ctx.language === 'no' ? 'nb' : ctx.language;
        return {
          kind: row.kind === 'network' ? 'network' : 'slot_race',
          title: item.title,
          summary: item.summary,
          path: `/${row.kind === 'network' ? 'network-promotions' : 'slot-races'}/${row.url}`,
          imageUrl: item.imageUrl,
          endsAt: item.endsAt,
          highlight:
            pool > 0
              ? new Intl.NumberFormat(locale, {
                  style: 'currency',
                  currency,
                  maximumFractionDigits: Number.isInteger(pool) ? 0 : 2,
                }).format(pool)
              : item.title,
        };
      });
    },

    /** Demo races, each created once by its address (see tournaments.seed.ts). */
    async seed(inputs: readonly TournamentInput[]): Promise<number> {
      let created = 0;
      for (const input of inputs) {
        const minBet = await validated(input);
        await inTransaction(db, async (tx) => {
          await lockForTransaction(tx, `tournament-url:${input.url}`);
          if (await repo.urlTaken(tx, input.url, null)) return;
          const id = await repo.insert(tx, input, minBet, null);
          await repo.replaceTexts(tx, id, input.texts);
          created += 1;
        });
      }
      return created;
    },
  };
}

export type TournamentsService = ReturnType<typeof createTournamentsService>;
