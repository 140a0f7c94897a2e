import type { AdminGame } from '@orca/contracts';
import type { ReactNode } from 'react';
import { Panel } from '../../components/ui/page';
import { Flags, Place, RtpVersus, StatusBadge } from './game-row-parts';
import { gamesStrings } from './strings';

const text = gamesStrings;

/**
 * The catalogue on a phone, where the table would scroll sideways past the figures: one card per
 * game, the selected one's details under it.
 */
export function GameCards({
  games,
  selectedId,
  detail,
  sectionSizes,
  canManage,
  isBusy,
  onSelect,
  onMove,
}: {
  games: readonly AdminGame[];
  selectedId: string | null;
  detail: ReactNode;
  sectionSizes: ReadonlyMap<string, number>;
  canManage: boolean;
  isBusy: boolean;
  onSelect: (gameId: string) => void;
  onMove: (gameId: string, position: number) => void;
}) {
  return (
    <ul className="flex flex-col gap-2" aria-label={text.title}>
      {games.map((game) => (
        <li key={game.id}>
          <div
            className={`flex flex-col gap-2 rounded-xl border p-3 text-sm ${game.id === selectedId ? 'border-accent-500/60 bg-ink-800' : 'border-ink-700 bg-ink-900'}`}
          >
            <div className="flex items-start justify-between gap-2">
              <div>
                <button
                  type="button"
                  aria-pressed={game.id === selectedId}
                  className="text-left font-semibold text-white underline decoration-ink-600 underline-offset-4"
                  onClick={() => onSelect(game.id)}
                >
                  {game.name}
                </button>
                <p className="text-xs text-slate-400">
                  {game.providerName} · {text.sections[game.section]}
                </p>
              </div>
              <StatusBadge game={game} />
            </div>
            <Flags tags={game.tags} />
            <div className="flex items-center justify-between gap-2 text-xs text-slate-300">
              <Place
                game={game}
                sectionSize={sectionSizes.get(game.section) ?? 0}
                canManage={canManage}
                isBusy={isBusy}
                onMove={(position) => onMove(game.id, position)}
              />
              <span>
                {text.rounds}:{' '}
                <span className="tabular-nums text-white">{game.performance.rounds}</span>
              </span>
            </div>
            <p className="text-xs text-slate-400">
              {text.declaredRtp} {game.declaredRtp} % · {text.actualRtp} <RtpVersus game={game} />
            </p>
          </div>
          {game.id === selectedId && detail ? (
            <div className="mt-2">
              <Panel>{detail}</Panel>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
