import type { AdminTournament } from '@orca/contracts';

/** The colour of each race status, in the list and on the open race. */
export const STATUS_TONES: Record<string, string> = {
  pending_approval: 'text-amber-300',
  scheduled: 'text-sky-300',
  running: 'text-accent-400',
  finished: 'text-amber-300',
  paid: 'text-slate-300',
  cancelled: 'text-rose-300',
};
/** The window as the form takes it: UTC minutes. */
export const utc = (iso: string) => iso.slice(0, 16).replace('T', ' ');
/** Only a race that has not started yet may still be edited or cancelled. */
export const isEditable = (race: AdminTournament) =>
  (race.status === 'scheduled' || race.status === 'pending_approval') &&
  new Date(race.startsAt) > new Date();
