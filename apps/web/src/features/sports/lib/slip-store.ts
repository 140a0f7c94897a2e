import { SPORTS_SLIP_MAX_LEGS, type OddsChangePolicy } from '@orca/contracts';
import type { OddsFormat } from '@orca/games/sports/odds-format';
import { useSyncExternalStore } from 'react';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import {
  acceptChanges,
  selectionKey,
  toggleSelection,
  withLatestOdds,
  type SlipSelection,
  type SlipTab,
} from './bet-slip';
import { isOddsFormat } from './odds-text';
import { SYSTEM_MIN_SELECTIONS, toggleBanker } from './system-bet';

export interface SlipState {
  selections: SlipSelection[];
  tab: SlipTab;
  /** Each single's stake by selection key, as typed. */
  singleStakes: Record<string, string>;
  multipleStake: string;
  /** The system the player chose (a name, or "k2" for every double); the first one offered when it no longer fits. */
  systemId: string | null;
  /** The stake on each line of a system bet, as typed. */
  systemStake: string;
  /** The selections marked as bankers in a system bet, by key. */
  bankers: string[];
  oddsChange: OddsChangePolicy;
  oddsFormat: OddsFormat;
  /** The free bet or boost the player applied to this bet (issue 24), by its id. */
  promoId: string | null;
  /** The phone's bottom sheet is open. */
  isSheetOpen: boolean;
}

/** The slip outlives a navigation and a reload within the tab, not the tab (sessionStorage). */
const SESSION_KEY = 'orca-bet-slip';

function load(): SlipState {
  const stored = storage.get(STORAGE_KEYS.oddsFormat);
  const base: SlipState = {
    selections: [],
    tab: 'single',
    singleStakes: {},
    multipleStake: '',
    systemId: null,
    systemStake: '',
    bankers: [],
    oddsChange: 'none',
    oddsFormat: isOddsFormat(stored) ? stored : 'decimal',
    promoId: null,
    isSheetOpen: false,
  };
  try {
    const raw = window.sessionStorage.getItem(SESSION_KEY);
    if (!raw) return base;
    const saved = JSON.parse(raw) as Partial<SlipState>;
    const selections = Array.isArray(saved.selections) ? saved.selections : [];
    return {
      ...base,
      selections,
      tab: fittingTab(
        saved.tab === 'multiple' || saved.tab === 'system' ? saved.tab : 'single',
        selections.length,
      ),
      singleStakes: saved.singleStakes ?? {},
      multipleStake: saved.multipleStake ?? '',
      systemId: typeof saved.systemId === 'string' ? saved.systemId : null,
      systemStake: typeof saved.systemStake === 'string' ? saved.systemStake : '',
      bankers: Array.isArray(saved.bankers)
        ? saved.bankers.filter((key) => typeof key === 'string')
        : [],
      oddsChange:
        saved.oddsChange === 'higher' || saved.oddsChange === 'any' ? saved.oddsChange : 'none',
      promoId: typeof saved.promoId === 'string' ? saved.promoId : null,
    };
  } catch {
    return base;
  }
}

let state: SlipState | null = null;
const listeners = new Set<() => void>();

function current(): SlipState {
  state ??= load();
  return state;
}

function set(next: SlipState): void {
  state = next;
  try {
    const { selections, tab, singleStakes, multipleStake, systemId, systemStake, bankers } = next;
    window.sessionStorage.setItem(
      SESSION_KEY,
      JSON.stringify({
        selections,
        tab,
        singleStakes,
        multipleStake,
        systemId,
        systemStake,
        bankers,
        oddsChange: next.oddsChange,
        promoId: next.promoId,
      }),
    );
  } catch {
    // Private mode or a full quota: the slip still works until the tab closes.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The tab a slip of this many selections can show: a system needs three, a multiple two. */
function fittingTab(tab: SlipTab, count: number): SlipTab {
  if (tab === 'system' && count < SYSTEM_MIN_SELECTIONS) return count < 2 ? 'single' : 'multiple';
  return count < 2 ? 'single' : tab;
}

/** The slip with other selections: the tab still fits and bankers name only selections still in it. */
function withSelections(s: SlipState, selections: SlipSelection[], tab: SlipTab): SlipState {
  const keys = new Set(selections.map(selectionKey));
  return {
    ...s,
    selections,
    tab: fittingTab(tab, selections.length),
    bankers: s.bankers.filter((key) => keys.has(key)),
  };
}

export function useSlip(): SlipState {
  return useSyncExternalStore(subscribe, current, current);
}

export const slipActions = {
  toggle(selection: SlipSelection): void {
    const s = current();
    const selections = toggleSelection(s.selections, selection, SPORTS_SLIP_MAX_LEGS);
    // A second pick makes a multiple likely; the first stays a single.
    const tab = s.selections.length === 1 && selections.length === 2 ? 'multiple' : s.tab;
    set(withSelections(s, selections, tab));
  },
  remove(key: string): void {
    const s = current();
    set(
      withSelections(
        s,
        s.selections.filter((x) => selectionKey(x) !== key),
        s.tab,
      ),
    );
  },
  clear(): void {
    set({
      ...current(),
      selections: [],
      singleStakes: {},
      multipleStake: '',
      systemStake: '',
      bankers: [],
      promoId: null,
    });
  },
  setTab(tab: SlipTab): void {
    set({ ...current(), tab });
  },
  setSingleStake(key: string, stake: string): void {
    const s = current();
    set({ ...s, singleStakes: { ...s.singleStakes, [key]: stake } });
  },
  setMultipleStake(stake: string): void {
    set({ ...current(), multipleStake: stake });
  },
  setSystem(systemId: string): void {
    set({ ...current(), systemId });
  },
  setSystemStake(stake: string): void {
    set({ ...current(), systemStake: stake });
  },
  /** Marks a selection as a banker of the system bet, or unmarks it. */
  toggleBanker(key: string): void {
    const s = current();
    set({ ...s, bankers: toggleBanker(s.selections, s.bankers, key) });
  },
  /** Applies a free bet or boost to the slip's bet, or none. */
  setPromo(promoId: string | null): void {
    set({ ...current(), promoId });
  },
  setOddsChange(oddsChange: OddsChangePolicy): void {
    set({ ...current(), oddsChange });
  },
  setOddsFormat(oddsFormat: OddsFormat): void {
    storage.set(STORAGE_KEYS.oddsFormat, oddsFormat);
    set({ ...current(), oddsFormat });
  },
  setSheetOpen(isSheetOpen: boolean): void {
    set({ ...current(), isSheetOpen });
  },
  /** Prices the page shows now (or the API's odds_changed): the slip marks the ones that moved. */
  updateOdds(latest: (s: SlipSelection) => string | null | undefined): void {
    const s = current();
    const selections = withLatestOdds(s.selections, latest);
    if (selections !== s.selections) set({ ...s, selections });
  },
  acceptChanges(): void {
    const s = current();
    set({ ...s, selections: acceptChanges(s.selections) });
  },
};
