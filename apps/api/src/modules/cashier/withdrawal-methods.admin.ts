import type { AdminWithdrawalMethod, UpdateWithdrawalMethod } from '@orca/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { withdrawalMethods } from '../../db/schema/cashier.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import type { Operator } from '../admin/operator.service.ts';
import { methods, type WithdrawalMethodRow } from './withdrawal.repository.ts';

const toEur = (minor: bigint) => (Number(minor) / 100).toFixed(2);
const toMinor = (eur: string) => BigInt(Math.round(Number(eur) * 100));

function viewOf(row: WithdrawalMethodRow): AdminWithdrawalMethod {
  return {
    id: row.id,
    name: row.name,
    processingHours: row.processingHours,
    feeEur: toEur(row.feeEurMinor),
    minEur: toEur(row.minEurMinor),
    maxEur: toEur(row.maxEurMinor),
    addressMinLength: row.addressMinLength,
    addressMaxLength: row.addressMaxLength,
    tagLabel: row.tagLabel as AdminWithdrawalMethod['tagLabel'],
    tagMaxLength: row.tagMaxLength,
    isTagRequired: row.isTagRequired,
  };
}

/**
 * The withdrawal methods of spec section 3 as the payments desk edits them: processing time, fee,
 * minimum and maximum (in EUR, shown to each player in their currency), the address's lengths and
 * the tag rule. The address pattern and the tag's kind belong to the chain and stay as they are.
 */
export function createWithdrawalMethodsAdmin(db: Database) {
  return {
    list: async () => (await methods(db)).map(viewOf),

    /**
     * Produces not_found for a method that does not exist, and a validation_error on tagMaxLength
     * when a tag rule is given to a method whose addresses take no tag. Audited with before and after.
     */
    async update(
      operator: Operator,
      id: string,
      input: UpdateWithdrawalMethod,
    ): Promise<AdminWithdrawalMethod[]> {
      await inTransaction(db, async (tx) => {
        const [before] = await tx
          .select()
          .from(withdrawalMethods)
          .where(eq(withdrawalMethods.id, id))
          .for('update');
        if (!before) throw new AppError('not_found');
        if (before.tagLabel === null && (input.tagMaxLength !== null || input.isTagRequired))
          throw new FieldRuleError('validation_error', 'tagMaxLength', 'invalid_value');
        if (before.tagLabel !== null && input.tagMaxLength === null)
          throw new FieldRuleError('validation_error', 'tagMaxLength', 'required');
        const [after] = await tx
          .update(withdrawalMethods)
          .set({
            processingHours: input.processingHours,
            feeEurMinor: toMinor(input.feeEur),
            minEurMinor: toMinor(input.minEur),
            maxEurMinor: toMinor(input.maxEur),
            addressMinLength: input.addressMinLength,
            addressMaxLength: input.addressMaxLength,
            tagMaxLength: input.tagMaxLength,
            isTagRequired: input.isTagRequired,
          })
          .where(eq(withdrawalMethods.id, id))
          .returning();
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: operator.id.toString(),
          ip: operator.ip,
          action: 'withdrawal_method.update',
          targetKind: 'withdrawal_method',
          targetId: id,
          before: viewOf(before),
          after: viewOf(after!),
        });
      });
      return (await methods(db)).map(viewOf);
    },
  };
}

export type WithdrawalMethodsAdmin = ReturnType<typeof createWithdrawalMethodsAdmin>;
