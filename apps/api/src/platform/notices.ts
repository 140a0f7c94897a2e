import type { NoticeKind, NoticeParams } from '@orca/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/**
 * Tells a player something happened (decision 014), in the transaction of the change: the
 * notice commits with it or not at all, and the messages consumer (and any later one: mail, a
 * chat widget) reads it from the 'player.notice' event source. Params are what the message's
 * text needs, already formatted (amounts as decimal strings with their currency).
 */
export async function publishNotice(
  tx: Executor,
  playerId: bigint,
  kind: NoticeKind,
  params: NoticeParams = {},
): Promise<void> {
  await tx.execute(
    sql`insert into player_notices (player_id, kind, params) values (${playerId}, ${kind}, ${JSON.stringify(params)}::jsonb)`,
  );
}
