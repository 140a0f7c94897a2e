import type { InboxMessage } from '@orca/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  highestIndex,
  readAnnouncedIndex,
  readSeenIndex,
  SEEN_PLAYERS_MAX,
  unseenMessages,
  writeAnnouncedIndex,
  writeSeenIndex,
} from './seen-messages';

const message = (index: string, notify = true): InboxMessage => ({
  index,
  date: '2026-11-24T02:00:00.000Z',
  message: `message ${index}`,
  type: 'cashier',
  notify,
});

let stored: Map<string, string>;
beforeEach(() => {
  stored = new Map();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the messages a player has not seen', () => {
  it('are the announced ones newer than the mark, by number and not by text', () => {
    const list = [message('10'), message('9', false), message('9'), message('2')];
    expect(unseenMessages(list, null).map((m) => m.index)).toEqual(['10', '9', '2']);
    expect(unseenMessages(list, 9n).map((m) => m.index)).toEqual(['10']);
    expect(unseenMessages(list, 10n)).toEqual([]);
    expect(highestIndex(list)).toBe(10n);
    expect(highestIndex([])).toBeNull();
  });

  it('never counts a message that is not announced (a bonus cancelled automatically)', () => {
    expect(unseenMessages([message('5', false)], null)).toEqual([]);
  });
});

describe('the seen mark in localStorage', () => {
  it('is kept per player under the spec key and never moves back', () => {
    expect(readSeenIndex('1')).toBeNull();
    writeSeenIndex('1', 12n);
    writeSeenIndex('2', 3n);
    writeSeenIndex('1', 7n);
    expect(readSeenIndex('1')).toBe(12n);
    expect(readSeenIndex('2')).toBe(3n);
    expect(JSON.parse(stored.get('player-messages')!)).toEqual([
      ['1', '12'],
      ['2', '3'],
    ]);
  });

  it('keeps the players written last when the list is full', () => {
    for (let player = 1; player <= SEEN_PLAYERS_MAX + 1; player += 1)
      writeSeenIndex(String(player), BigInt(player));
    expect(readSeenIndex('1')).toBeNull();
    expect(readSeenIndex('2')).toBe(2n);
    expect(readSeenIndex(String(SEEN_PLAYERS_MAX + 1))).toBe(BigInt(SEEN_PLAYERS_MAX + 1));
  });

  it('ignores what it cannot read instead of trusting it', () => {
    stored.set('player-messages', '{"1":"5"}');
    expect(readSeenIndex('1')).toBeNull();
    stored.set('player-messages', '[["1","not a number"],["2","4"]]');
    expect(readSeenIndex('1')).toBeNull();
    expect(readSeenIndex('2')).toBe(4n);
    stored.set('player-messages', 'not json');
    expect(readSeenIndex('2')).toBeNull();
  });
});

describe('the messages a browser has announced', () => {
  it('are kept apart from the seen ones: announcing shows no message as seen, and seeing announces nothing', () => {
    expect(readAnnouncedIndex('7')).toBeNull();
    writeAnnouncedIndex('7', 12n);
    expect(readAnnouncedIndex('7')).toBe(12n);
    expect(readSeenIndex('7')).toBeNull();
    writeSeenIndex('8', 3n);
    expect(readAnnouncedIndex('8')).toBeNull();
    // Never back: a message deleted meanwhile does not make an old one news again.
    writeAnnouncedIndex('7', 5n);
    expect(readAnnouncedIndex('7')).toBe(12n);
  });
});
