import {
  formatMinor,
  type AdminSportEventDetail,
  type ManualSportResult,
  type ResultCode,
  type SportResultOutcome,
  type SportResultState,
  type SportsEventMessage,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { GrantApprovalRow, GrantApprovals } from '../admin/grant-approvals.service.ts';
import type { Operator } from '../admin/operator.service.ts';
import type { Applied } from './feed.applier.ts';
import type { EventBook } from './feed.types.ts';
import { hasOpenMarkets, isSettled, manualResultPlan } from './manual-result.ts';
import { eurMinorOf } from './sports.admin.views.ts';
import * as results from './sports-results.repository.ts';
import * as repo from './sports.repository.ts';

/*
 * The back office's manual results (issue 24). When an event's feed fails (a producer down, a match that ended
 * without its settlement), a trader results it by hand from the final score; a settled event is resettled from
 * another score with a reason. Either is sent as the back office producer's messages (manual-result.ts) through
 * the feed applier in one transaction, so bets are paid, reversed or voided with their money exactly once, and
 * the event is marked manual: the feed's later messages for it are ignored (feed.state.ts).
 *
 * Four eyes: when the potential returns of the bets the result decides are worth more than the grant approvals'
 * amount (fourEyesEur), the result is held as a `sports_result` approval and applied in the transaction of a
 * second operator's approval, checked again against the event as it then stands.
 */

type Action = 'result' | 'resettle';

/** What a held result keeps to be applied on approval (GrantRequest's shape plus its own fields). */
interface HeldResult {
  reason: string;
  title: string;
  amount: null;
  currency: null;
  cp: null;
  freeSpins: null;
  action: Action;
  home: number;
  away: number;
  [field: string]: string | number | null;
}

export function createSportsResults(deps: {
  db: Database;
  approvals: GrantApprovals;
  /** A feed message applied in the caller's transaction (feed.applier.ts's applyFeedMessageIn). */
  applyIn: (tx: Executor, message: SportsEventMessage) => Promise<Applied | null>;
  /** Told after the commit: players' pages and bets are pushed. */
  announce: (applied: Applied) => Promise<void>;
  /** The event as the back office shows it. */
  eventView: (eventId: string) => Promise<AdminSportEventDetail>;
}) {
  const { db, approvals } = deps;

  /** Why the event cannot take this action now, or null. */
  function refusalOf(row: repo.SportEventRow, action: Action, now: Date): ResultCode | null {
    const book = row.book as EventBook;
    if (action === 'resettle') return isSettled(book) ? null : 'sports_event_not_settled';
    if (isSettled(book) || book.manual === true) return 'sports_event_settled';
    if (Object.keys(book.markets).length > 0 && !hasOpenMarkets(book))
      return 'sports_event_settled';
    if (row.phase === 'not_started' && row.startsAt > now) return 'sports_event_not_started';
    return null;
  }

  async function valueEurMinor(executor: Executor, eventId: string): Promise<bigint> {
    const rows = await results.potentialReturnsOnEvent(executor, eventId);
    return rows.reduce((sum, row) => sum + eurMinorOf(row.amountMinor, row.currency), 0n);
  }

  /** Applies the result to the locked event, audited; answers what the applier did. */
  async function apply(
    tx: Executor,
    row: repo.SportEventRow,
    r: {
      action: Action;
      home: number;
      away: number;
      reason: string;
      requestedBy: bigint;
      approvedBy: bigint | null;
      ip: string;
    },
  ): Promise<Applied[]> {
    const plan = manualResultPlan(
      row.book as EventBook,
      { home: r.home, away: r.away },
      { resettle: r.action === 'resettle', now: Date.now() },
    );
    const applied: Applied[] = [];
    for (const message of plan.messages) {
      const done = await deps.applyIn(tx, message);
      if (done) applied.push(done);
    }
    await recordAudit(tx, {
      actorKind: 'operator',
      actorId: (r.approvedBy ?? r.requestedBy).toString(),
      action: r.action === 'result' ? 'sports.event_resulted' : 'sports.event_resettled',
      targetKind: 'sport_event',
      targetId: row.id,
      before: { phase: row.phase, score: { home: row.homeScore, away: row.awayScore } },
      after: {
        score: { home: r.home, away: r.away },
        reason: r.reason,
        settled: plan.settled,
        voided: plan.voided,
        rolledBack: plan.rolledBack,
        bets: applied.reduce((n, a) => n + a.bets.length, 0),
        requestedBy: r.requestedBy,
        approvedBy: r.approvedBy,
      },
      ip: r.ip,
    });
    return applied;
  }

  /** One push of the event and one per bet, with each bet's last status. */
  async function announceAll(applied: readonly Applied[]): Promise<void> {
    const [first] = applied;
    if (!first) return;
    const bets = new Map(applied.flatMap((a) => a.bets).map((bet) => [bet.betId, bet]));
    await deps
      .announce({
        eventId: first.eventId,
        effects: applied.flatMap((a) => a.effects),
        bets: [...bets.values()],
      })
      .catch((error: unknown) => {
        console.warn(`sports: the push of ${first.eventId}'s manual result failed`, error);
      });
  }

  async function outcome(
    eventId: string,
    applied: readonly Applied[],
    held: GrantApprovalRow | null,
  ): Promise<SportResultOutcome> {
    await announceAll(applied);
    return {
      event: await deps.eventView(eventId),
      approval: held === null ? null : await approvals.view(held),
    };
  }

  /**
   * Results (or resettles) an event from its final score, or holds the result for a second operator above
   * the four-eyes amount. Produces sports_event_not_found, sports_event_settled (result: resettle instead),
   * sports_event_not_settled (resettle: result instead), sports_event_not_started, sports_result_pending.
   */
  async function submit(
    by: Operator,
    eventId: string,
    action: Action,
    input: ManualSportResult,
  ): Promise<SportResultOutcome> {
    const done = await inTransaction(db, async (tx) => {
      const row = await repo.lockEvent(tx, eventId);
      if (!row) throw new AppError('sports_event_not_found');
      const refusal = refusalOf(row, action, new Date());
      if (refusal) throw new AppError(refusal);
      if (await approvals.pendingFor(tx, 'sports_result', eventId))
        throw new AppError('sports_result_pending');
      const value = await valueEurMinor(tx, eventId);
      if (approvals.needsApproval(value)) {
        const request: HeldResult = {
          reason: input.reason,
          title: `${row.homeName} – ${row.awayName} ${input.home}:${input.away}`,
          amount: null,
          currency: null,
          cp: null,
          freeSpins: null,
          action,
          home: input.home,
          away: input.away,
        };
        const held = await approvals.hold(tx, by, {
          kind: 'sports_result',
          playerId: null,
          targetId: eventId,
          valueEurMinor: value,
          request,
        });
        return { applied: [], held };
      }
      const applied = await apply(tx, row, {
        action,
        home: input.home,
        away: input.away,
        reason: input.reason,
        requestedBy: by.id,
        approvedBy: null,
        ip: by.ip,
      });
      return { applied, held: null };
    });
    return outcome(eventId, done.applied, done.held);
  }

  return {
    /** What the event page shows before a manual result. Produces sports_event_not_found. */
    async state(eventId: string): Promise<SportResultState> {
      const row = await repo.eventById(db, eventId);
      if (!row) throw new AppError('sports_event_not_found');
      const [value, pending] = await Promise.all([
        valueEurMinor(db, eventId),
        approvals.pendingFor(db, 'sports_result', eventId),
      ]);
      const now = new Date();
      return {
        eventId,
        canResult: refusalOf(row, 'result', now) === null,
        canResettle: refusalOf(row, 'resettle', now) === null,
        isManual: (row.book as EventBook).manual === true,
        valueEur: formatMinor(value),
        fourEyesEur: approvals.fourEyesEur,
        needsApproval: approvals.needsApproval(value),
        pending: pending ? await approvals.view(pending) : null,
      };
    },

    result: (by: Operator, eventId: string, input: ManualSportResult) =>
      submit(by, eventId, 'result', input),

    resettle: (by: Operator, eventId: string, input: ManualSportResult) =>
      submit(by, eventId, 'resettle', input),

    /**
     * A second operator's decision on a held result, applied to the event as it stands now (a result the
     * event no longer takes fails, and the request stays pending for a rejection). Produces
     * approval_not_found, approval_state_conflict, approval_own_request and submit's refusals.
     */
    async decide(
      by: Operator,
      approvalId: string,
      decision: 'approve' | 'reject',
      note: string,
    ): Promise<SportResultOutcome> {
      const done = await inTransaction(db, async (tx) => {
        const held = await approvals.decide(tx, by, approvalId, 'sports_result', decision, note);
        const eventId = held.targetId;
        if (eventId === null)
          throw new Error(`sports result approval ${approvalId} names no event`);
        if (decision === 'reject') return { eventId, applied: [], held };
        const request = held.request as HeldResult;
        const row = await repo.lockEvent(tx, eventId);
        if (!row) throw new AppError('sports_event_not_found');
        const refusal = refusalOf(row, request.action, new Date());
        if (refusal) throw new AppError(refusal);
        const applied = await apply(tx, row, {
          action: request.action,
          home: request.home,
          away: request.away,
          reason: request.reason,
          requestedBy: held.requestedBy,
          approvedBy: by.id,
          ip: by.ip,
        });
        return { eventId, applied, held };
      });
      return outcome(done.eventId, done.applied, done.held);
    },
  };
}

export type SportsResults = ReturnType<typeof createSportsResults>;
