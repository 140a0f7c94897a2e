import { useSyncExternalStore } from 'react';
import type { SlipSelection } from './bet-slip';
import { toggleBuilderPick } from './bet-builder';

/*
 * The bet builder's picks on one match page, kept apart from the bet slip: a builder is one bet on one match,
 * priced by the API as a whole, and it must not disturb the slip's singles, multiple, system or promotion. In a
 * store (not the page's state) so the match page drawn again, at another width, keeps what was picked.
 */
export interface BuilderState {
  /** The match the picks belong to; picks of another match are dropped when the player opens a new one. */
  eventId: string | null;
  /** The match page shows the bet builder instead of the plain markets. */
  isOn: boolean;
  picks: SlipSelection[];
  /** The stake as typed. */
  stake: string;
  /** The last click was refused: the builder already holds its maximum of selections. */
  isFull: boolean;
}

const EMPTY: BuilderState = { eventId: null, isOn: false, picks: [], stake: '', isFull: false };

let state: BuilderState = EMPTY;
const listeners = new Set<() => void>();

function set(next: BuilderState): void {
  state = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The builder of this match: another match's picks are not shown (nor placed) here. */
export function useBuilder(eventId: string): BuilderState {
  const s = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  return s.eventId === eventId ? s : { ...EMPTY, eventId };
}

/** The state for this match, starting afresh when the store still holds another's. */
const of = (eventId: string): BuilderState =>
  state.eventId === eventId ? state : { ...EMPTY, eventId };

export const builderActions = {
  setOn(eventId: string, isOn: boolean): void {
    set({ ...of(eventId), isOn, isFull: false });
  },
  toggle(eventId: string, pick: SlipSelection): void {
    const s = of(eventId);
    const { picks, isFull } = toggleBuilderPick(s.picks, pick);
    set({ ...s, picks, isFull });
  },
  remove(eventId: string, key: (p: SlipSelection) => boolean): void {
    const s = of(eventId);
    set({ ...s, picks: s.picks.filter((p) => !key(p)), isFull: false });
  },
  setStake(eventId: string, stake: string): void {
    set({ ...of(eventId), stake });
  },
  /** After a placed builder: the picks and stake go, the builder stays open for the next one. */
  clear(eventId: string): void {
    set({ ...of(eventId), picks: [], stake: '', isFull: false });
  },
};
