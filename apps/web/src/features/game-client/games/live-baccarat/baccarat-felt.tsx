import { useTranslation } from 'react-i18next';
import { fromMinor } from '../../lib/money';
import { Chip, chipColourOf } from '../live/chip-rack';
import { chipLabel } from '../live/chips';
import { BACCARAT_ODDS, type BaccaratKind } from './baccarat-spots';
import { MAIN_SPOTS, SIDE_SPOTS } from './baccarat-view';

/** A spot on the felt: its odds, my stake on it, lit when it won and dimmed when it lost. */
function Spot({
  kind,
  stakeMinor,
  outcome,
  isDisabled,
  money,
  onBet,
}: {
  kind: BaccaratKind;
  stakeMinor: bigint;
  outcome: 'win' | 'push' | 'loss' | null;
  isDisabled: boolean;
  money: (amount: string) => string;
  onBet: (kind: BaccaratKind) => void;
}) {
  const { t, i18n } = useTranslation();
  const isMain = kind === 'player' || kind === 'banker';
  const colour =
    kind === 'player' || kind === 'player-pair'
      ? 'border-sky-400/60 bg-sky-900/40 text-sky-100'
      : kind === 'tie'
        ? 'border-emerald-400/60 bg-emerald-900/40 text-emerald-100'
        : 'border-rose-400/60 bg-rose-900/40 text-rose-100';
  const glow =
    outcome === 'win'
      ? 'ring-4 ring-[var(--gc-accent)] brightness-125'
      : outcome === 'loss'
        ? 'opacity-60'
        : '';
  const stake = stakeMinor > 0n ? fromMinor(stakeMinor) : null;
  return (
    <button
      type="button"
      onClick={() => onBet(kind)}
      disabled={isDisabled}
      aria-label={
        t('liveCards.baccarat.spotLabel', {
          spot: t(`liveCards.baccarat.spots.${kind}`),
          odds: BACCARAT_ODDS[kind],
        }) + (stake ? ` · ${t('liveCards.baccarat.spotStake', { amount: money(stake) })}` : '')
      }
      className={`relative flex flex-col items-center justify-center rounded-xl border-2 px-1 font-extrabold uppercase transition enabled:hover:brightness-125 disabled:cursor-not-allowed ${isMain ? 'min-h-24 text-lg sm:min-h-28 sm:text-2xl' : 'min-h-16 text-[11px] sm:text-sm'} ${colour} ${glow}`}
      data-testid={`spot-${kind}`}
    >
      <span className="leading-tight">{t(`liveCards.baccarat.spots.${kind}`)}</span>
      <span className="text-[11px] font-bold text-white/70 sm:text-xs">{BACCARAT_ODDS[kind]}</span>
      {stake && (
        <span className="absolute -top-2 -right-1.5">
          <Chip label={chipLabel(stake, i18n.language)} colour={chipColourOf(3)} size="sm" />
        </span>
      )}
    </button>
  );
}

/** The felt: the pairs and the tie above, Player and Banker below. */
export function BaccaratFelt({
  stakes,
  outcomeOf,
  isDisabled,
  money,
  onBet,
}: {
  stakes: Map<string, bigint>;
  outcomeOf: (kind: BaccaratKind) => 'win' | 'push' | 'loss' | null;
  isDisabled: boolean;
  money: (amount: string) => string;
  onBet: (kind: BaccaratKind) => void;
}) {
  const spot = (kind: BaccaratKind) => (
    <Spot
      key={kind}
      kind={kind}
      stakeMinor={stakes.get(kind) ?? 0n}
      outcome={outcomeOf(kind)}
      isDisabled={isDisabled}
      money={money}
      onBet={onBet}
    />
  );
  return (
    <>
      <div className="grid grid-cols-3 gap-1.5 sm:gap-2">{SIDE_SPOTS.map(spot)}</div>
      <div className="grid grid-cols-2 gap-1.5 sm:gap-2">{MAIN_SPOTS.map(spot)}</div>
    </>
  );
}
