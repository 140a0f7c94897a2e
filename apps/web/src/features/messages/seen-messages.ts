import type { InboxMessage } from '@orca/contracts';
import { storage, STORAGE_KEYS } from '../../lib/storage';

/**
 * What the header has shown each player, under the spec's player-messages key: the highest
 * message index seen, per player id, since one browser can hold several players in turn. Indexes
 * grow with each new message (they come from a database sequence), so "newer" is "larger index".
 * Stored as [playerId, index] pairs, oldest written first: an object with numeric keys would
 * iterate in number order and lose that order.
 */
type SeenMark = [playerId: string, index: string];

/** A shared computer keeps a few players' marks, not every player's who ever logged in on it. */
export const SEEN_PLAYERS_MAX = 20;
const INDEX = /^\d{1,18}$/;

/**
 * Two marks per player: `seen` (the panel listed the message) and `announced` (its toast was
 * shown once; a later visit shows the badge, not the toast again).
 */
const MARK_KEYS = {
  seen: STORAGE_KEYS.playerMessages,
  announced: STORAGE_KEYS.announcedMessages,
} as const;
type MarkKind = keyof typeof MARK_KEYS;

function readMarks(kind: MarkKind): SeenMark[] {
  const raw = storage.get(MARK_KEYS[kind]);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    // Whatever else another version of the app (or a person) left there is dropped, not trusted.
    return parsed.filter(
      (mark): mark is SeenMark =>
        Array.isArray(mark) &&
        mark.length === 2 &&
        typeof mark[0] === 'string' &&
        typeof mark[1] === 'string' &&
        INDEX.test(mark[1]),
    );
  } catch {
    return [];
  }
}

function readMark(kind: MarkKind, playerId: string): bigint | null {
  const mark = readMarks(kind).find(([id]) => id === playerId);
  return mark ? BigInt(mark[1]) : null;
}

/** Never moves a mark back (a message deleted meanwhile). */
function writeMark(kind: MarkKind, playerId: string, index: bigint): void {
  const marks = readMarks(kind);
  const current = marks.find(([id]) => id === playerId);
  if (current && BigInt(current[1]) >= index) return;
  const others = marks.filter(([id]) => id !== playerId).slice(-(SEEN_PLAYERS_MAX - 1));
  storage.set(MARK_KEYS[kind], JSON.stringify([...others, [playerId, index.toString()]]));
}

/** The highest index this player has seen on this browser, or null before the first look. */
export const readSeenIndex = (playerId: string): bigint | null => readMark('seen', playerId);
/** Remembers `index` as seen for the player. */
export const writeSeenIndex = (playerId: string, index: bigint): void =>
  writeMark('seen', playerId, index);
/** The highest index whose arrival this browser has announced to the player. */
export const readAnnouncedIndex = (playerId: string): bigint | null =>
  readMark('announced', playerId);
export const writeAnnouncedIndex = (playerId: string, index: bigint): void =>
  writeMark('announced', playerId, index);

/** The highest index of a list, or null for an empty one. */
export function highestIndex(messages: readonly InboxMessage[]): bigint | null {
  return messages.reduce<bigint | null>((highest, message) => {
    const index = BigInt(message.index);
    return highest === null || index > highest ? index : highest;
  }, null);
}

/**
 * The messages to announce: newer than the mark and meant to be announced (`notify`; spec section
 * 8: a bonus cancelled automatically is listed but never announced).
 */
export function unseenMessages(
  messages: readonly InboxMessage[],
  seenIndex: bigint | null,
): InboxMessage[] {
  return messages.filter(
    (message) => message.notify && (seenIndex === null || BigInt(message.index) > seenIndex),
  );
}
