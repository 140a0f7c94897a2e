import { z } from 'zod';
import { GrantApprovalSchema } from '../admin/grant-approvals.schemas.ts';
import { AdminSportEventDetailSchema } from './sports.admin.schemas.ts';

/*
 * The back office's manual results (issue 24): an event whose feed failed is resulted by hand from its final
 * score, or a settled one resettled, with a reason. Above the four-eyes amount (the grant approvals' own) the
 * result waits for a second operator as an approval of kind `sports_result`.
 */

/** Whole goals per side; no match has more than this. */
export const SPORTS_RESULT_GOALS_MAX = 99;

const goals = z
  .number({ error: 'goals_invalid' })
  .int({ error: 'goals_invalid' })
  .min(0, { error: 'goals_invalid' })
  .max(SPORTS_RESULT_GOALS_MAX, { error: 'goals_invalid' });

export const ManualSportResultSchema = z.object({
  home: goals,
  away: goals,
  reason: z
    .string({ error: 'required' })
    .trim()
    .min(3, { error: 'too_short' })
    .max(500, { error: 'too_long' }),
});
export type ManualSportResult = z.infer<typeof ManualSportResultSchema>;

/** What the event page needs before an operator results an event by hand. */
export const SportResultStateSchema = z.object({
  eventId: z.string(),
  /** Not every line settled or cancelled yet: the event can be resulted by hand. */
  canResult: z.boolean(),
  /** Settled: the event can be resettled from another score. */
  canResettle: z.boolean(),
  /** Resulted or resettled by the back office: its feed's later messages are ignored. */
  isManual: z.boolean(),
  /** The potential returns of the bets the result decides, in EUR: the figure the four-eyes rule looks at. */
  valueEur: z.string(),
  fourEyesEur: z.number().int(),
  needsApproval: z.boolean(),
  /** A result held for a second operator, if any: no other may be asked for meanwhile. */
  pending: GrantApprovalSchema.nullable(),
});
export type SportResultState = z.infer<typeof SportResultStateSchema>;

/** The event after a result, and the approval when it is held for a second operator instead. */
export const SportResultOutcomeSchema = z.object({
  event: AdminSportEventDetailSchema,
  approval: GrantApprovalSchema.nullable(),
});
export type SportResultOutcome = z.infer<typeof SportResultOutcomeSchema>;
