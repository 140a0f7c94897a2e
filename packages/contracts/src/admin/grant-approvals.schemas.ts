import { z } from 'zod';

/**
 * Grants of value held for a second operator (issue 22, decision 019): a bonus grant to a player,
 * a CP adjustment, a slot race's cash prizes. Above the four-eyes amount (ADJUSTMENT_FOUR_EYES_EUR,
 * the balance adjustments' own) the request waits, and another operator holding the same
 * permission approves it before it takes effect.
 */
export const GRANT_APPROVAL_KINDS = [
  'bonus_grant',
  'cp_adjustment',
  'race_prizes',
  /** A sports event's manual result or resettlement (issue 24). */
  'sports_result',
] as const;
export type GrantApprovalKind = (typeof GRANT_APPROVAL_KINDS)[number];
export const GRANT_APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type GrantApprovalStatus = (typeof GRANT_APPROVAL_STATUSES)[number];

export const GrantApprovalSchema = z.object({
  id: z.string(),
  kind: z.enum(GRANT_APPROVAL_KINDS),
  status: z.enum(GRANT_APPROVAL_STATUSES),
  playerId: z.string().nullable(),
  playerUsername: z.string().nullable(),
  /** The campaign or race it is about. */
  targetId: z.string().nullable(),
  /** The campaign's or race's title, when there is one. */
  title: z.string().nullable(),
  /** What the player or race gets: an amount with its currency, or CP (signed, whole). */
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  cp: z.number().int().nullable(),
  freeSpins: z.number().int().nullable(),
  /** Its worth in EUR, the figure compared with the four-eyes amount. */
  valueEur: z.string(),
  reason: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type GrantApproval = z.infer<typeof GrantApprovalSchema>;

export const GrantApprovalsSchema = z.object({
  approvals: z.array(GrantApprovalSchema),
  fourEyesEur: z.number().int(),
});
export type GrantApprovals = z.infer<typeof GrantApprovalsSchema>;
export const GrantApprovalParamsSchema = z.object({ id: z.uuid({ error: 'invalid_value' }) });
export const GrantApprovalDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'invalid_value' }),
  note: z.string().trim().max(500, { error: 'too_long' }).default(''),
});
export type GrantApprovalDecision = z.infer<typeof GrantApprovalDecisionSchema>;
