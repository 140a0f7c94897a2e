import { useTranslation } from 'react-i18next';
import { chipLabel } from './chips';

const CHIP_COLOURS = ['#e2e8f0', '#ef4444', '#22c55e', '#3b82f6', '#111827', '#a855f7', '#f59e0b'];
export const chipColourOf = (index: number) =>
  CHIP_COLOURS[index % CHIP_COLOURS.length] ?? '#e2e8f0';

/** A chip drawn on the table (or in the rack). */
export function Chip({
  label,
  colour,
  size = 'md',
  isSelected = false,
}: {
  label: string;
  colour: string;
  size?: 'sm' | 'md';
  isSelected?: boolean;
}) {
  const dark = colour === '#e2e8f0' || colour === '#f59e0b';
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center rounded-full border-[3px] border-dashed font-black tabular-nums shadow-md ${size === 'sm' ? 'h-6 min-w-6 px-0.5 text-[9px]' : 'h-11 w-11 text-xs'} ${isSelected ? 'ring-2 ring-white ring-offset-2 ring-offset-black' : ''}`}
      style={{
        background: colour,
        borderColor: dark ? 'rgba(0,0,0,0.35)' : 'rgba(255,255,255,0.7)',
        color: dark ? '#111' : '#fff',
      }}
    >
      {label}
    </span>
  );
}

/** The chip values to pick from; the chosen one goes on the next spot clicked. */
export function ChipRack({
  values,
  selected,
  onSelect,
  money,
}: {
  values: string[];
  selected: string | null;
  onSelect: (value: string) => void;
  money: (amount: string) => string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div
      role="radiogroup"
      aria-label={t('live.chips')}
      className="flex flex-wrap items-center gap-2"
    >
      {values.map((value, index) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={selected === value}
          aria-label={t('live.chip', { amount: money(value) })}
          onClick={() => onSelect(value)}
          className="rounded-full transition hover:-translate-y-0.5"
        >
          <Chip
            label={chipLabel(value, i18n.language)}
            colour={chipColourOf(index)}
            isSelected={selected === value}
          />
        </button>
      ))}
    </div>
  );
}
