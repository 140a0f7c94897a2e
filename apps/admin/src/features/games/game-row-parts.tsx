import type { AdminGame, GameTag } from '@orca/contracts';
import { gamesStrings } from './strings';

const text = gamesStrings;

/** Actual minus declared RTP, in percentage points, coloured by which way it leans. */
export function RtpVersus({ game }: { game: AdminGame }) {
  const actual = game.performance.actualRtp;
  if (actual === null) return <span className="text-slate-500">{text.noRounds}</span>;
  const gap = Number(actual) - Number(game.declaredRtp);
  const tone =
    Math.abs(gap) < 0.005 ? 'text-slate-400' : gap > 0 ? 'text-amber-300' : 'text-accent-400';
  return (
    <span className="whitespace-nowrap">
      <span className="font-semibold text-white">{actual} %</span>{' '}
      <span className={`text-xs ${tone}`}>
        ({gap >= 0 ? '+' : ''}
        {gap.toFixed(2)})
      </span>
    </span>
  );
}

export function StatusBadge({ game }: { game: AdminGame }) {
  const label = !game.isEnabled
    ? text.disabled
    : !game.isProviderEnabled
      ? text.providerOff
      : text.enabled;
  const tone =
    game.isEnabled && game.isProviderEnabled
      ? 'bg-accent-500/15 text-accent-400'
      : 'bg-rose-500/15 text-rose-300';
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{label}</span>;
}

/** A game's place in its section with one-step moves up and down (a games manager's). */
export function Place({
  game,
  sectionSize,
  canManage,
  isBusy,
  onMove,
}: {
  game: AdminGame;
  sectionSize: number;
  canManage: boolean;
  isBusy: boolean;
  onMove: (position: number) => void;
}) {
  return (
    <div className="flex items-center gap-1">
      <span className="w-6 tabular-nums text-slate-400">{game.position}</span>
      {canManage ? (
        <>
          <button
            type="button"
            aria-label={text.moveUp(game.name)}
            disabled={isBusy || game.position <= 1}
            className="rounded px-1.5 py-0.5 text-slate-300 hover:bg-ink-700 disabled:opacity-30"
            onClick={(event) => (event.stopPropagation(), onMove(game.position - 1))}
          >
            ▲
          </button>
          <button
            type="button"
            aria-label={text.moveDown(game.name)}
            disabled={isBusy || game.position >= sectionSize}
            className="rounded px-1.5 py-0.5 text-slate-300 hover:bg-ink-700 disabled:opacity-30"
            onClick={(event) => (event.stopPropagation(), onMove(game.position + 1))}
          >
            ▼
          </button>
        </>
      ) : null}
    </div>
  );
}

export function Flags({ tags }: { tags: readonly GameTag[] }) {
  return (
    <div className="flex max-w-48 flex-wrap gap-1">
      {tags.map((tag) => (
        <span key={tag} className="rounded bg-ink-700 px-1.5 py-0.5 text-xs text-slate-200">
          {text.tags[tag]}
        </span>
      ))}
    </div>
  );
}
