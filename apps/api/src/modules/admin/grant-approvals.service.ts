import {
  formatMinor,
  type GrantApproval,
  type GrantApprovalKind,
  type GrantApprovalStatus,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './grant-approvals.repository.ts';
import type { Operator } from './operator.service.ts';

export type { GrantApprovalRow } from './grant-approvals.repository.ts';
type GrantApprovalRow = repo.GrantApprovalRow;

/** What a domain keeps of a held grant: the figures the back office shows, and its own fields to apply it. */
export interface GrantRequest {
  reason: string;
  title: string | null;
  amount: string | null;
  currency: string | null;
  cp: number | null;
  freeSpins: number | null;
  [field: string]: string | number | null;
}

const APPROVALS_SHOWN = 100;

/**
 * The four-eyes rule for grants of value (decision 019), the balance adjustments' rule applied to
 * bonus grants, CP adjustments and slot races' cash prizes: above `fourEyesEur` a grant is held
 * here and takes effect only when a second operator approves it. The domains decide what a grant
 * is worth and apply it in the same transaction as the approval; this service holds the decision,
 * refuses the requester's own approval, and audits each step.
 */
export function createGrantApprovals(deps: {
  db: Database;
  fourEyesEur: number;
  playerNames: (ids: readonly bigint[]) => Promise<Map<string, string>>;
  operatorNames: (ids: readonly bigint[]) => Promise<Map<string, string>>;
}) {
  const { db } = deps;
  const thresholdEurMinor = BigInt(deps.fourEyesEur) * 100n;

  async function toViews(rows: readonly GrantApprovalRow[]): Promise<GrantApproval[]> {
    const [players, operators] = await Promise.all([
      deps.playerNames(rows.flatMap((row) => (row.playerId === null ? [] : [row.playerId]))),
      deps.operatorNames(
        rows.flatMap((row) => [
          row.requestedBy,
          ...(row.decidedBy === null ? [] : [row.decidedBy]),
        ]),
      ),
    ]);
    return rows.map((row) => {
      const request = row.request as GrantRequest;
      return {
        id: row.id,
        kind: row.kind as GrantApprovalKind,
        status: row.status,
        playerId: row.playerId?.toString() ?? null,
        playerUsername:
          row.playerId === null ? null : (players.get(row.playerId.toString()) ?? null),
        targetId: row.targetId,
        title: request.title,
        amount: request.amount,
        currency: request.currency,
        cp: request.cp,
        freeSpins: request.freeSpins,
        valueEur: formatMinor(row.valueEurMinor),
        reason: request.reason,
        requestedBy: operators.get(row.requestedBy.toString()) ?? '',
        requestedAt: row.requestedAt.toISOString(),
        decidedBy:
          row.decidedBy === null ? null : (operators.get(row.decidedBy.toString()) ?? null),
        decidedAt: row.decidedAt?.toISOString() ?? null,
        decisionNote: row.decisionNote,
      };
    });
  }

  return {
    fourEyesEur: deps.fourEyesEur,

    /** Whether a grant worth `valueEurMinor` (EUR cents) needs a second operator. */
    needsApproval: (valueEurMinor: bigint): boolean => valueEurMinor > thresholdEurMinor,

    /** Holds a grant for a second operator, in the caller's transaction, audited as requested. */
    async hold(
      tx: Executor,
      by: Operator,
      r: {
        kind: GrantApprovalKind;
        playerId: bigint | null;
        targetId: string | null;
        valueEurMinor: bigint;
        request: GrantRequest;
      },
    ): Promise<GrantApprovalRow> {
      const row = await repo.insert(tx, {
        kind: r.kind,
        playerId: r.playerId,
        targetId: r.targetId,
        valueEurMinor: r.valueEurMinor,
        request: r.request,
        requestedBy: by.id,
      });
      await recordAudit(tx, {
        actorKind: 'operator',
        actorId: by.id.toString(),
        action: 'grant_approval.requested',
        targetKind: 'grant_approval',
        targetId: row.id,
        after: {
          kind: r.kind,
          playerId: r.playerId,
          targetId: r.targetId,
          valueEurMinor: r.valueEurMinor,
          ...r.request,
        },
        ip: by.ip,
      });
      return row;
    },

    /**
     * Decides a held grant of `kind` under its row lock, in the caller's transaction: the caller
     * applies an approved one in the same transaction, so a failure there leaves it pending. The
     * requester may withdraw (reject) their own request, never approve it. Produces
     * approval_not_found, approval_state_conflict (decided already), approval_own_request.
     */
    async decide(
      tx: Executor,
      by: Operator,
      id: string,
      kind: GrantApprovalKind,
      decision: 'approve' | 'reject',
      note: string,
    ): Promise<GrantApprovalRow> {
      const row = await repo.lock(tx, id, kind);
      if (!row) throw new AppError('approval_not_found');
      if (row.status !== 'pending') throw new AppError('approval_state_conflict');
      if (decision === 'approve' && row.requestedBy === by.id)
        throw new AppError('approval_own_request');
      const status = decision === 'approve' ? 'approved' : 'rejected';
      const decided = await repo.decide(tx, id, { status, decidedBy: by.id, decisionNote: note });
      await recordAudit(tx, {
        actorKind: 'operator',
        actorId: by.id.toString(),
        action: `grant_approval.${status}`,
        targetKind: 'grant_approval',
        targetId: id,
        before: { status: 'pending', kind, requestedBy: row.requestedBy },
        after: { status, note },
        ip: by.ip,
      });
      return decided;
    },

    /** A domain's held grants of one status, newest first. */
    async list(kind: GrantApprovalKind, status: GrantApprovalStatus): Promise<GrantApproval[]> {
      return toViews(await repo.list(db, kind, status, APPROVALS_SHOWN));
    },

    /** One held grant as the back office shows it. */
    async view(row: GrantApprovalRow): Promise<GrantApproval> {
      const [view] = await toViews([row]);
      if (!view) throw new Error('a view per row');
      return view;
    },

    /** The pending request about a campaign or race, if any (a race waits for its prizes' approval). */
    pendingFor: (
      executor: Executor,
      kind: GrantApprovalKind,
      targetId: string,
    ): Promise<GrantApprovalRow | undefined> => repo.pendingFor(executor, kind, targetId),
  };
}

export type GrantApprovals = ReturnType<typeof createGrantApprovals>;
