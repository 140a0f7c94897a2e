import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import type { RaceDraft } from './race-draft';
import { tournamentsStrings } from './strings';

const s = tournamentsStrings.form;

/** The multiplier bands of the points rule: from which win multiplier a round scores how many points. */
export function RaceBandsField({
  bands,
  onChange,
  fieldError,
}: {
  bands: RaceDraft['bands'];
  onChange: (bands: RaceDraft['bands']) => void;
  /** The server's refusal for a field, by its path in the request. */
  fieldError: (field: string) => string | null;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-xs font-medium uppercase tracking-wide text-slate-400">
        {s.bands}
      </legend>
      {bands.map((band, i) => (
        <div key={i} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
          <TextField
            label={s.bandMultiplier}
            inputMode="decimal"
            value={band.minMultiplier}
            error={fieldError(`scoringParams.bands.${i}.minMultiplier`)}
            onChange={(e) =>
              onChange(bands.map((b, j) => (j === i ? { ...b, minMultiplier: e.target.value } : b)))
            }
          />
          <TextField
            label={s.bandPoints}
            inputMode="numeric"
            value={band.points}
            error={fieldError(`scoringParams.bands.${i}.points`)}
            onChange={(e) =>
              onChange(bands.map((b, j) => (j === i ? { ...b, points: e.target.value } : b)))
            }
          />
          <Button
            variant="ghost"
            aria-label={s.removeBand}
            disabled={bands.length === 1}
            onClick={() => onChange(bands.filter((_, j) => j !== i))}
          >
            ✕
          </Button>
        </div>
      ))}
      {fieldError('scoringParams.bands') ? (
        <p role="alert" className="text-xs text-rose-400">
          {fieldError('scoringParams.bands')}
        </p>
      ) : null}
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => onChange([...bands, { minMultiplier: '', points: '' }])}
      >
        {s.addBand}
      </Button>
    </fieldset>
  );
}
