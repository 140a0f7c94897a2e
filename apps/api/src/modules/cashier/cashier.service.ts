import {
  EUR_EQUIVALENT,
  formatMinor,
  isCurrency,
  parseMinor,
  PAYMENT_CHECKOUT_EXPIRY_MINUTES,
  PAYMENT_STATUSES,
  type AcceptedPaymentMethods,
  type DepositMethod,
} from '@orca/contracts';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { AppError } from '../../platform/errors.ts';
import { publishNotice } from '../../platform/notices.ts';
import type { LimitsService } from '../limits/limits.service.ts';
import type { PlayerService } from '../profile/player.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './cashier.repository.ts';
import type { SandboxProvider } from './sandbox-provider.ts';
import { inTransaction } from '../../db/transaction.ts';

/** The daily deposit limit counts a rolling 24 hours, so it means the same in every time zone. */
const DAY_MS = 86_400_000;
const CHECKOUT_EXPIRY_MS = PAYMENT_CHECKOUT_EXPIRY_MINUTES * 60_000;

type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A payment's status as the player sees it at `now`. Expiry is derived, never written: the row
 * stays pending, so a provider's late confirmation still credits it under the same row lock as
 * any other webhook (the money arrived), and the status then reads credited. Nothing races.
 */
export function paymentStatusAt(
  row: { status: string; createdAt: Date },
  now: number,
): PaymentStatus {
  if (row.status === 'pending' && now >= row.createdAt.getTime() + CHECKOUT_EXPIRY_MS)
    return 'expired';
  const status = PAYMENT_STATUSES.find((known) => known === row.status);
  if (!status) throw new Error(`payment status ${row.status} is not in PAYMENT_STATUSES`);
  return status;
}

/** The limit counts credited deposits and checkouts still open; these are its two parts over the rolling day. */
function depositTotalsAt(db: Executor, playerId: bigint, now: number) {
  return repo.depositTotalsSince(
    db,
    playerId,
    new Date(now - DAY_MS),
    new Date(now - CHECKOUT_EXPIRY_MS),
  );
}

const WebhookBodySchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['payment.confirmed', 'payment.declined']),
  data: z.object({
    reference: z.uuid(),
    checkoutId: z.string().max(100),
    amountMinor: z.string().regex(/^\d{1,15}$/),
    currency: z.string().max(3),
  }),
});

function limitsIn(method: { minEurMinor: bigint; maxEurMinor: bigint }, currency: string) {
  const rate = BigInt(isCurrency(currency) ? EUR_EQUIVALENT[currency] : 1);
  return { minMinor: method.minEurMinor * rate, maxMinor: method.maxEurMinor * rate };
}

/**
 * The bonus domain's part in a deposit (issue 13), given to the cashier so it never reads bonus
 * tables: the offer the player picked is recorded with the payment, and granted in the very
 * transaction that credits it.
 */
export interface DepositBonusHook {
  /** In the transaction that opens the payment: checks and records the chosen offer (by id or code). */
  chooseForDeposit(
    tx: Executor,
    choice: { playerId: bigint; paymentId: string; bonusId?: string; promoCode?: string },
  ): Promise<void>;
  /**
   * First in the transaction that credits a payment: the player's bonus lock, taken before the
   * ledger's account locks as every bonus change takes them (decision 015), so a deposit credited
   * while the player's bonus completes or is forfeited never waits on it in a circle.
   */
  beforeDepositCredited(tx: Executor, playerId: bigint): Promise<void>;
  /** In the transaction that credits the payment, before it reads credited. */
  onDepositCredited(
    tx: Executor,
    deposit: { playerId: bigint; paymentId: string; amountMinor: bigint; currency: string },
  ): Promise<unknown>;
}

/** Deposits: the cashier opens a payment with a provider and credits it when the provider's signed webhook confirms it. */
export function createCashierService(deps: {
  db: Database;
  players: PlayerService;
  wallet: WalletService;
  limits: LimitsService;
  /** Null where no sandbox runs (production): its methods are then neither listed nor usable. */
  sandbox: SandboxProvider | null;
  publicUrl: string;
  /** Absent where no bonus domain runs (some tests): deposits then carry no bonus. */
  bonus?: DepositBonusHook;
}) {
  const { db } = deps;
  const isAvailable = (method: { provider: string }) =>
    method.provider === 'sandbox' && deps.sandbox !== null;

  /**
   * Inside `tx`, which holds the player's deposit lock: two checkouts opened at the same moment
   * take turns, so together they cannot pass the limit. Produces self_excluded,
   * self_excluded_permanently, timed_out, deposit_limit_exceeded, weekly_deposit_limit_exceeded,
   * monthly_deposit_limit_exceeded.
   */
  async function assertMayDeposit(
    tx: Executor,
    playerId: bigint,
    amountMinor: bigint,
    currency: string,
  ) {
    await deps.limits.assertMayDeposit(playerId, tx);
    const now = Date.now();
    const dailyMinor = await deps.limits.depositLimitMinor(playerId, tx);
    const windows = [
      ...(dailyMinor === null
        ? []
        : [{ code: 'deposit_limit_exceeded' as const, days: 1, limitMinor: dailyMinor }]),
      ...(await deps.limits.depositWindowLimits(playerId, tx)).map((w) => ({
        code:
          w.kind === 'deposit_week'
            ? ('weekly_deposit_limit_exceeded' as const)
            : ('monthly_deposit_limit_exceeded' as const),
        days: w.days,
        limitMinor: w.limitMinor,
      })),
    ];
    for (const window of windows) {
      // Open checkouts count too, until they expire: otherwise several opened at once could all be
      // paid and together pass the limit.
      const totals = await repo.depositTotalsSince(
        tx,
        playerId,
        new Date(now - window.days * DAY_MS),
        new Date(now - CHECKOUT_EXPIRY_MS),
      );
      const usedMinor = totals.creditedMinor + totals.inFlightMinor;
      if (usedMinor + amountMinor > window.limitMinor) {
        const remaining = window.limitMinor > usedMinor ? window.limitMinor - usedMinor : 0n;
        throw new AppError(window.code, {
          params: { remaining: formatMinor(remaining), currency },
          data: { remaining: formatMinor(remaining) },
        });
      }
    }
  }

  return {
    /** Deposits credited in the last 24 hours, and checkouts still open: together what counts against the daily limit. */
    depositTotalsLast24h: (playerId: bigint) => depositTotalsAt(db, playerId, Date.now()),

    /** Deposits credited and checkouts still open over each of the last N days, summed, one figure per entry (the weekly and monthly limits). */
    async depositedOver(playerId: bigint, days: readonly number[]): Promise<bigint[]> {
      const now = Date.now();
      const totals = await Promise.all(
        days.map((d) =>
          repo.depositTotalsSince(
            db,
            playerId,
            new Date(now - d * DAY_MS),
            new Date(now - CHECKOUT_EXPIRY_MS),
          ),
        ),
      );
      return totals.map((t) => t.creditedMinor + t.inFlightMinor);
    },

    /** The player's credited deposits so far, in the caller's transaction (a deposit bonus's "first", "second"). */
    creditedDepositCount: (tx: Executor, playerId: bigint) => repo.creditedCount(tx, playerId),

    /** The payment methods a visitor may deposit with, by name (the site footer shows them; limits depend on the player's currency). */
    async acceptedMethods(): Promise<AcceptedPaymentMethods> {
      return {
        methods: (await repo.depositMethods(db))
          .filter(isAvailable)
          .map((m) => ({ id: m.id, name: m.name })),
      };
    },

    async methods(playerId: bigint): Promise<DepositMethod[]> {
      const { currency } = await deps.players.get(playerId);
      return (await repo.depositMethods(db)).filter(isAvailable).map((m) => {
        const { minMinor, maxMinor } = limitsIn(m, currency);
        return {
          id: m.id,
          name: m.name,
          provider: m.provider,
          min: formatMinor(minMinor),
          max: formatMinor(maxMinor),
          currency,
        };
      });
    },

    /** Opens a deposit and returns the provider's page. Produces validation_error (unknown method), deposit_amount_out_of_range, profile_incomplete and assertMayDeposit's codes. */
    async startDeposit(
      playerId: bigint,
      input: { method: string; amount: string; bonusId?: string; promoCode?: string },
    ) {
      const player = await deps.players.get(playerId);
      const found = await repo.findMethod(db, input.method);
      const method = found && isAvailable(found) ? found : null;
      const sandbox = deps.sandbox;
      if (!method || !sandbox)
        throw new AppError('validation_error', {
          params: { field: 'method', reason: 'unknown payment method' },
        });
      const amountMinor = parseMinor(input.amount);
      const { minMinor, maxMinor } = limitsIn(method, player.currency);
      if (amountMinor === null || amountMinor < minMinor || amountMinor > maxMinor) {
        throw new AppError('deposit_amount_out_of_range', {
          params: {
            min: formatMinor(minMinor),
            max: formatMinor(maxMinor),
            currency: player.currency,
          },
        });
      }
      await deps.players.assertComplete(playerId);
      const payment = await inTransaction(db, async (tx) => {
        await lockForTransaction(tx, `deposit:${playerId}`);
        await assertMayDeposit(tx, playerId, amountMinor, player.currency);
        const inserted = await repo.insertPayment(tx, {
          playerId,
          methodId: method.id,
          provider: method.provider,
          amountMinor,
          currency: player.currency,
        });
        // The offer (picked now, or a code entered earlier) is checked and recorded with the
        // payment: a refused one opens no checkout.
        const promoCode = input.promoCode?.trim() || undefined;
        await deps.bonus?.chooseForDeposit(tx, {
          playerId,
          paymentId: inserted.id,
          bonusId: input.bonusId,
          promoCode,
        });
        return inserted;
      });
      const checkout = await sandbox.createCheckout({
        reference: payment.id,
        amountMinor,
        currency: player.currency,
        returnUrl: `${deps.publicUrl}/cashier/deposit?payment=${payment.id}`,
      });
      await repo.setProviderReference(db, payment.id, checkout.checkoutId);
      return { paymentId: payment.id, redirectUrl: checkout.redirectUrl, status: payment.status };
    },

    async payment(playerId: bigint, id: string) {
      const row = await repo.findPaymentOf(db, playerId, id);
      if (!row) throw new AppError('not_found');
      return {
        paymentId: row.id,
        method: row.methodId,
        amount: formatMinor(row.amountMinor),
        currency: row.currency,
        status: paymentStatusAt(row, Date.now()),
        createdAt: row.createdAt.toISOString(),
        expiresAt: new Date(row.createdAt.getTime() + CHECKOUT_EXPIRY_MS).toISOString(),
      };
    },

    /**
     * Applies a provider webhook whose signature was already checked. Safe to repeat: the
     * credit is keyed by the payment, and a seen event id changes nothing.
     */
    async applyWebhook(rawBody: unknown): Promise<'applied' | 'duplicate' | 'ignored'> {
      const event = WebhookBodySchema.parse(rawBody);
      const paymentId = event.data.reference;
      const payment = await repo.findPayment(db, paymentId);
      if (!payment) throw new AppError('not_found');
      if (
        payment.amountMinor.toString() !== event.data.amountMinor ||
        payment.currency !== event.data.currency
      ) {
        throw new AppError('validation_error', {
          params: { field: 'data', reason: 'amount or currency differs from the payment' },
        });
      }
      // The credit and the payment's new status commit together: nobody sees the money without
      // a credited payment, or the other way round.
      return inTransaction(db, async (tx) => {
        const locked = await repo.lockPayment(tx, paymentId);
        const isNew = await repo.recordEvent(tx, event.id, paymentId, event.type);
        if (!isNew) return 'duplicate';
        // An expired checkout is still pending here (expiry is only derived), so a provider's late
        // confirmation credits it: the money arrived, and the payment then reads credited.
        if (!locked || locked.status !== 'pending') return 'ignored';
        if (event.type === 'payment.confirmed') {
          await deps.bonus?.beforeDepositCredited(tx, payment.playerId);
          await deps.wallet.deposit(
            {
              key: `deposit:${payment.id}`,
              playerId: payment.playerId,
              currency: payment.currency,
              amountMinor: payment.amountMinor,
              reference: payment.id,
            },
            tx,
          );
          await publishNotice(tx, payment.playerId, 'deposit_credited', {
            amount: formatMinor(payment.amountMinor),
            currency: payment.currency,
          });
          await deps.bonus?.onDepositCredited(tx, {
            playerId: payment.playerId,
            paymentId: payment.id,
            amountMinor: payment.amountMinor,
            currency: payment.currency,
          });
        }
        await repo.setStatus(
          tx,
          paymentId,
          event.type === 'payment.confirmed' ? 'credited' : 'declined',
        );
        return 'applied';
      });
    },
  };
}

export type CashierService = ReturnType<typeof createCashierService>;
