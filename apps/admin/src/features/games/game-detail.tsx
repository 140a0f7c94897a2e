import {
  GAME_SECTIONS,
  GAME_TAGS,
  type AdminGame,
  type AdminGameUpdate,
  type GameTag,
} from '@orca/contracts';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { gamesStrings } from './strings';

const text = gamesStrings;

/** The selected game: its figures per currency and, for a games manager, its switches. */
export function GameDetail({
  game,
  sectionSize,
  canManage,
  onChange,
  isBusy,
}: {
  game: AdminGame;
  sectionSize: number;
  canManage: boolean;
  onChange: (change: AdminGameUpdate) => void;
  isBusy: boolean;
}) {
  const [position, setPosition] = useState(String(game.position));
  const [section, setSection] = useState<string>(game.section);
  const [tags, setTags] = useState<GameTag[]>(game.tags);
  const toggleTag = (tag: GameTag) =>
    setTags((current) =>
      current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag],
    );
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold text-white">{game.name}</h2>
        <p className="text-xs text-slate-400">
          {game.providerName} · {game.id}
        </p>
        <p className="mt-2 text-sm text-slate-300">
          {game.performance.actualRtp === null
            ? text.noRounds
            : text.detail.versus(game.performance.actualRtp, game.declaredRtp)}
        </p>
      </div>
      <div>
        <h3 className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-400">
          {text.detail.byCurrency}
        </h3>
        {game.performance.byCurrency.length === 0 ? (
          <p className="text-sm text-slate-500">{text.noRounds}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" aria-label={text.detail.byCurrency}>
              <thead className="text-xs text-slate-400">
                <tr>
                  <th className="py-1 font-medium">{text.detail.currency}</th>
                  <th className="py-1 text-right font-medium">{text.rounds}</th>
                  <th className="py-1 text-right font-medium">{text.bets.replace(' (EUR)', '')}</th>
                  <th className="py-1 text-right font-medium">{text.wins.replace(' (EUR)', '')}</th>
                </tr>
              </thead>
              <tbody>
                {game.performance.byCurrency.map((row) => (
                  <tr key={row.currency} className="border-t border-ink-800">
                    <td className="py-1">{row.currency}</td>
                    <td className="py-1 text-right tabular-nums">{row.rounds}</td>
                    <td className="py-1 text-right tabular-nums">{row.bets}</td>
                    <td className="py-1 text-right tabular-nums">{row.wins}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {canManage ? (
        <>
          <div className="flex flex-col gap-1">
            <Button
              variant={game.isEnabled ? 'danger' : 'primary'}
              disabled={isBusy}
              onClick={() => onChange({ isEnabled: !game.isEnabled })}
            >
              {game.isEnabled ? text.detail.disable : text.detail.enable}
            </Button>
            <p className="text-xs text-slate-400">{text.detail.disableHint}</p>
          </div>
          <form
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              onChange({ position: Number(position) });
            }}
          >
            <div className="flex-1">
              <TextField
                label={text.detail.positionLabel}
                type="number"
                min={1}
                max={sectionSize}
                step={1}
                required
                value={position}
                onChange={(event) => setPosition(event.target.value)}
              />
            </div>
            <Button
              type="submit"
              variant="secondary"
              disabled={isBusy || position === String(game.position)}
            >
              {text.detail.move}
            </Button>
          </form>
          <form
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              onChange({ section: section as AdminGameUpdate['section'] });
            }}
          >
            <label className="flex flex-1 flex-col gap-1">
              <span className="text-xs font-medium uppercase tracking-wide text-slate-400">
                {text.detail.sectionLabel}
              </span>
              <select
                className="rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm"
                value={section}
                onChange={(event) => setSection(event.target.value)}
              >
                {GAME_SECTIONS.map((value) => (
                  <option key={value} value={value}>
                    {text.sections[value]}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" variant="secondary" disabled={isBusy || section === game.section}>
              {text.detail.moveSection}
            </Button>
          </form>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-400">
              {text.detail.flagsLabel}
            </legend>
            <div className="grid grid-cols-2 gap-1">
              {GAME_TAGS.map((tag) => (
                <label key={tag} className="flex items-center gap-2 text-sm text-slate-200">
                  <input
                    type="checkbox"
                    checked={tags.includes(tag)}
                    onChange={() => toggleTag(tag)}
                  />
                  {text.tags[tag]}
                </label>
              ))}
            </div>
            <Button
              variant="secondary"
              disabled={isBusy || [...tags].sort().join() === [...game.tags].sort().join()}
              onClick={() => onChange({ tags })}
            >
              {text.detail.saveFlags}
            </Button>
          </fieldset>
        </>
      ) : (
        <p className="text-xs text-slate-400">{text.detail.readOnly}</p>
      )}
    </div>
  );
}
