import {
  addDays,
  CSV_ROWS_MAX,
  formatMinor,
  resolveReportRange,
  utcDay,
  type AdminDeposit,
  type AdminDepositPage,
  type DepositSearch,
  PAYMENT_CHECKOUT_EXPIRY_MINUTES,
  type PAYMENT_STATUSES,
  type WithdrawalExport,
} from '@orca/contracts';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { toCsv } from '../../platform/csv.ts';
import type { Operator } from '../admin/operator.service.ts';
import type { PlayerService } from '../profile/player.service.ts';
import * as repo from './payments.admin.repository.ts';

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The back office's lists of deposits and withdrawals, filtered by status, player and UTC days,
 * and their CSV exports. Read-only.
 */
export function createPaymentsAdminService(deps: {
  db: Database;
  players: PlayerService;
  now?: () => Date;
}) {
  const { db, players } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The filter's player: digits are an id, anything else a username. Null when no such player
   * exists, so the list is empty rather than unfiltered.
   */
  async function filterOf(query: {
    status?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    player?: string | undefined;
  }): Promise<{ filter: repo.PaymentFilter; from: string; to: string } | null> {
    const { from, to } = resolveReportRange(query, utcDay(now()));
    let playerId: bigint | undefined;
    if (query.player !== undefined) {
      if (/^\d{1,18}$/.test(query.player)) playerId = BigInt(query.player);
      else {
        const found = await players.findByUsername(query.player);
        if (!found) return null;
        playerId = found.id;
      }
    }
    const openSince = new Date(now().getTime() - PAYMENT_CHECKOUT_EXPIRY_MINUTES * 60_000);
    return {
      filter: {
        status: query.status,
        playerId,
        start: dayStart(from),
        end: dayStart(addDays(to, 1)),
        openSince,
      },
      from,
      to,
    };
  }

  async function depositRows(
    filter: repo.PaymentFilter,
    limit: number,
    offset: number,
  ): Promise<AdminDeposit[]> {
    const rows = await repo.deposits(db, filter, limit, offset);
    const usernames = await players.usernames(rows.map((row) => row.payment.playerId));
    return rows.map(({ payment, providerEvent, providerEventAt }) => ({
      id: payment.id,
      playerId: payment.playerId.toString(),
      playerUsername: usernames.get(payment.playerId.toString()) ?? '',
      method: payment.methodId,
      provider: payment.provider,
      amount: formatMinor(payment.amountMinor),
      currency: payment.currency,
      status: (payment.status === 'pending' && payment.createdAt <= filter.openSince
        ? 'expired'
        : payment.status) as (typeof PAYMENT_STATUSES)[number],
      providerReference: payment.providerReference,
      providerEvent,
      providerEventAt,
      createdAt: payment.createdAt.toISOString(),
      updatedAt: payment.updatedAt.toISOString(),
    }));
  }

  /**
   * An export carries many players' payments out of the back office in one file: who took which
   * one, with which filters, is audited (a list on screen is not; it leaves nothing behind).
   */
  async function auditExport(
    operator: Operator,
    kind: 'deposits' | 'withdrawals',
    filename: string,
    filters: object,
    rows: number,
  ): Promise<void> {
    await recordAudit(db, {
      actorKind: 'operator',
      actorId: operator.id.toString(),
      ip: operator.ip,
      action: 'payments.export',
      targetKind: kind,
      targetId: filename,
      after: { filters, rows },
    });
  }

  return {
    /** A page of deposits, newest first, with the provider's last word on each. */
    async deposits(query: DepositSearch): Promise<AdminDepositPage> {
      const found = await filterOf(query);
      if (!found) return { items: [], total: 0, limit: query.limit, offset: query.offset };
      const [items, total] = await Promise.all([
        depositRows(found.filter, query.limit, query.offset),
        repo.countDeposits(db, found.filter),
      ]);
      return { items, total, limit: query.limit, offset: query.offset };
    },

    async depositsCsv(
      operator: Operator,
      query: Omit<DepositSearch, 'limit' | 'offset'>,
    ): Promise<{ filename: string; csv: string }> {
      const found = await filterOf(query);
      const rows = found ? await depositRows(found.filter, CSV_ROWS_MAX, 0) : [];
      const { from, to } = found ?? resolveReportRange(query, utcDay(now()));
      const filename = `deposits-${from}-to-${to}.csv`;
      await auditExport(
        operator,
        'deposits',
        filename,
        { status: query.status, player: query.player, from, to },
        rows.length,
      );
      return {
        filename,
        csv: toCsv(
          [
            'id',
            'created_at',
            'player_id',
            'username',
            'method',
            'provider',
            'amount',
            'currency',
            'status',
            'provider_reference',
            'provider_event',
            'provider_event_at',
            'updated_at',
          ],
          rows.map((d) => [
            d.id,
            d.createdAt,
            d.playerId,
            d.playerUsername,
            d.method,
            d.provider,
            d.amount,
            d.currency,
            d.status,
            d.providerReference,
            d.providerEvent,
            d.providerEventAt,
            d.updatedAt,
          ]),
        ),
      };
    },

    async withdrawalsCsv(
      operator: Operator,
      query: WithdrawalExport,
    ): Promise<{ filename: string; csv: string }> {
      const found = await filterOf(query);
      const rows = found ? await repo.withdrawalsFor(db, found.filter, CSV_ROWS_MAX) : [];
      const usernames = await players.usernames(rows.map((row) => row.playerId));
      const { from, to } = found ?? resolveReportRange(query, utcDay(now()));
      const filename = `withdrawals-${from}-to-${to}.csv`;
      await auditExport(
        operator,
        'withdrawals',
        filename,
        { status: query.status, player: query.player, from, to },
        rows.length,
      );
      return {
        filename,
        csv: toCsv(
          [
            'id',
            'requested_at',
            'player_id',
            'username',
            'method',
            'amount',
            'fee',
            'currency',
            'status',
            'address',
            'first_approved_by',
            'decided_by',
            'decision_note',
            'processed_at',
          ],
          rows.map((w) => [
            w.id,
            w.requestedAt.toISOString(),
            w.playerId,
            usernames.get(w.playerId.toString()) ?? '',
            w.methodId,
            formatMinor(w.amountMinor),
            formatMinor(w.feeMinor),
            w.currency,
            w.status,
            w.address,
            w.firstApprovedBy,
            w.decidedBy,
            w.decisionNote,
            w.processedAt?.toISOString() ?? null,
          ]),
        ),
      };
    },
  };
}

export type PaymentsAdminService = ReturnType<typeof createPaymentsAdminService>;
