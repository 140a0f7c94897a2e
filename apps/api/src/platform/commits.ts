import type { Database, DatabaseHandle } from '../db/client.ts';

/** Statements that write an event source (decision 007): a transfer, a notice, a round settling. */
const EVENT_WRITE =
  /^\s*(?:insert|update|with)\b[\s\S]*?\b(?:ledger_transfers|player_notices|game_rounds)\b/i;

/**
 * Calls `onCommit` after each transaction of `db` commits (not after one that rolls back), so
 * work that follows writes (event consumers) can wake for it instead of polling. It hears the
 * transactions opened through `db.transaction`, which every money movement uses; a write made
 * outside one is found by the consumers' safety poll.
 */
function onEachCommit(db: Database, onCommit: () => void): void {
  const transaction = db.transaction.bind(db);
  const observed = async (...args: Parameters<Database['transaction']>) => {
    const result: unknown = await transaction(...args);
    onCommit();
    return result;
  };
  db.transaction = observed as Database['transaction'];
}

/**
 * Calls `onEvents` after a commit once an event source was written since the last call, so the
 * event consumers wake for new events, not for every commit (a live table's round, a crash game).
 * A write seen in one transaction may commit after another's: the consumers woken keep polling
 * briefly, and their safety poll finds anything later still.
 */
export function onEventCommits(handle: DatabaseHandle, onEvents: () => void): void {
  let isEventWritten = false;
  handle.watchQueries((query) => {
    if (!isEventWritten && EVENT_WRITE.test(query)) isEventWritten = true;
  });
  onEachCommit(handle.db, () => {
    if (!isEventWritten) return;
    isEventWritten = false;
    onEvents();
  });
}
