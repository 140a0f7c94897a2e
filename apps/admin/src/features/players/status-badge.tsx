import type { PlayerStatus } from '@orca/contracts';
import { playersStrings } from './strings';

const TONES: Record<PlayerStatus, string> = {
  active: 'bg-accent-500/15 text-accent-400',
  blocked: 'bg-rose-500/15 text-rose-300',
  closed: 'bg-slate-500/20 text-slate-300',
};

export function StatusBadge({ status }: { status: PlayerStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}
    >
      {playersStrings.statuses[status] ?? status}
    </span>
  );
}
