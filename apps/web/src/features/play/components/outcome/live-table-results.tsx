import type { LiveRoundResult, VerifiedOutcome } from '@orca/contracts';
import { rouletteColour } from '@orca/games/fast/roulette';
import { useTranslation } from 'react-i18next';
import { Hand } from './live-cards';

type Verified<K extends VerifiedOutcome['kind']> = Extract<VerifiedOutcome, { kind: K }>;
type Result<K extends LiveRoundResult['kind']> = Extract<LiveRoundResult, { kind: K }>;

const COLOUR_CLASS = {
  green: 'bg-emerald-600',
  red: 'bg-rose-600',
  black: 'bg-ink-950 border border-slate-500',
} as const;

/** A roulette pocket with its colour (live roulette verifies as roulette). */
export function RoulettePocket({ pocket }: { pocket: number }) {
  const { t } = useTranslation();
  const colour = rouletteColour(pocket);
  return (
    <div className="flex items-center gap-3">
      <span
        className={`inline-flex h-12 w-12 items-center justify-center rounded-full text-xl font-black text-white tabular-nums ${COLOUR_CLASS[colour]}`}
        aria-hidden="true"
      >
        {pocket}
      </span>
      <p className="text-2xl font-black text-white" data-testid="verified-pocket">
        {t('play.outcome.roulette.pocket', {
          pocket,
          colour: t(`play.outcome.roulette.colours.${colour}`),
        })}
      </p>
    </div>
  );
}

/** A baccarat hand: both sides' cards and totals, the winner, naturals and pairs; the verifier adds where in the shoe it was dealt. */
export function BaccaratHand({ hand }: { hand: Result<'baccarat'> | Verified<'baccarat'> }) {
  const { t } = useTranslation();
  const verified = 'firstHandPosition' in hand ? hand : null;
  const notes = [
    hand.isNatural && t('play.outcome.baccarat.natural'),
    hand.isPlayerPair && t('play.outcome.baccarat.playerPair'),
    hand.isBankerPair && t('play.outcome.baccarat.bankerPair'),
  ].filter((note): note is string => typeof note === 'string');
  return (
    <div className="space-y-3">
      <p className="text-2xl font-black text-white" data-testid="verified-baccarat">
        {t(`play.outcome.baccarat.winner.${hand.winner}`, {
          player: hand.playerTotal,
          banker: hand.bankerTotal,
        })}
      </p>
      {notes.length > 0 && (
        <p className="text-sm font-semibold text-amber-200">{notes.join(' · ')}</p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Hand
          label={t('play.outcome.baccarat.player')}
          cards={hand.player}
          total={hand.playerTotal}
          isWinner={hand.winner === 'player'}
        />
        <Hand
          label={t('play.outcome.baccarat.banker')}
          cards={hand.banker}
          total={hand.bankerTotal}
          isWinner={hand.winner === 'banker'}
        />
      </div>
      <p className="text-sm text-slate-300">
        {t('play.outcome.baccarat.position', { position: hand.position })}
      </p>
      {hand.isLastHand && (
        <p className="text-sm text-slate-300">{t('play.outcome.baccarat.lastHand')}</p>
      )}
      {verified && (
        <p className="text-xs text-slate-400">
          {t('play.outcome.baccarat.shoe', {
            first: verified.firstHandPosition,
            burned: verified.burnedCards.length,
            next: verified.nextPosition,
          })}
        </p>
      )}
    </div>
  );
}

/** The money wheel's spins in order: multiplier segments re-spin, the last spin lands on the number that pays. */
export function MoneyWheelSpins({ result }: { result: Result<'money_wheel'> }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <p className="text-2xl font-black text-white" data-testid="verified-wheel">
        {result.multiplier > 1
          ? t('play.outcome.wheel.multiplied', {
              number: result.number,
              multiplier: result.multiplier,
            })
          : t('play.outcome.wheel.lands', { number: result.number })}
      </p>
      <ol className="space-y-1.5 text-sm">
        {result.spins.map((spin, i) => (
          <li
            key={i}
            className="flex flex-wrap items-center gap-2 rounded-lg bg-ink-950/50 px-3 py-1.5"
          >
            <span className="text-slate-400">
              {t('play.outcome.wheel.spin', { n: i + 1, segment: spin.segmentIndex + 1 })}
            </span>
            <span
              className={`font-semibold ${spin.segment.kind === 'multiplier' ? 'text-amber-300' : 'text-white'}`}
            >
              {spin.segment.kind === 'multiplier'
                ? t('play.outcome.wheel.multiplierSegment', { multiplier: spin.segment.multiplier })
                : t('play.outcome.wheel.numberSegment', { number: spin.segment.number })}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Multiplier roulette: the lucky numbers drawn before the ball, each with its multiplier, then the pocket. */
export function MultiplierRouletteResult({ result }: { result: Result<'multiplier_roulette'> }) {
  const { t } = useTranslation();
  const hit = result.lucky.find((l) => l.number === result.pocket);
  return (
    <div className="space-y-3">
      <div>
        <p className="mb-1 text-sm font-semibold text-slate-300">
          {t('play.outcome.multiplierRoulette.lucky')}
        </p>
        <ol className="flex flex-wrap gap-2" data-testid="verified-lucky">
          {result.lucky.map((l) => (
            <li
              key={l.number}
              className={`flex items-center gap-1.5 rounded-full py-1 pr-3 pl-1 ${l.number === result.pocket ? 'bg-amber-300/25 ring-2 ring-amber-300' : 'bg-ink-950/60'}`}
            >
              <span
                className={`inline-flex h-7 min-w-7 items-center justify-center rounded-full px-1 text-sm font-black text-white tabular-nums ${COLOUR_CLASS[rouletteColour(l.number)]}`}
              >
                {l.number}
              </span>
              <span className="font-black text-amber-300 tabular-nums">{l.multiplier}×</span>
            </li>
          ))}
        </ol>
      </div>
      <RoulettePocket pocket={result.pocket} />
      <p className="text-sm font-semibold text-amber-200">
        {hit
          ? t('play.outcome.multiplierRoulette.hit', { multiplier: hit.multiplier })
          : t('play.outcome.multiplierRoulette.miss')}
      </p>
    </div>
  );
}

/** The dice show: the totals given a multiplier before the roll, each with it, then the three dice and their total. */
export function DiceShowResult({ result }: { result: Result<'dice_show'> }) {
  const { t } = useTranslation();
  const hit = result.lucky.find((l) => l.total === result.total);
  return (
    <div className="space-y-3">
      <div>
        <p className="mb-1 text-sm font-semibold text-slate-300">
          {t('play.outcome.diceShow.lucky')}
        </p>
        <ol className="flex flex-wrap gap-2" data-testid="verified-lucky-totals">
          {result.lucky.map((l) => (
            <li
              key={l.total}
              className={`flex items-center gap-1.5 rounded-full py-1 pr-3 pl-1 ${l.total === result.total ? 'bg-amber-300/25 ring-2 ring-amber-300' : 'bg-ink-950/60'}`}
            >
              <span
                className="inline-flex h-7 min-w-7 items-center justify-center rounded-full px-1 text-sm font-black text-white tabular-nums"
                style={{ background: '#7f1d1d' }}
              >
                {l.total}
              </span>
              <span className="font-black text-amber-300 tabular-nums">{l.multiplier}×</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="flex items-center gap-2">
        {result.dice.map((face, i) => (
          <span
            key={i}
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-white text-xl font-black text-slate-900 tabular-nums"
            aria-hidden="true"
          >
            {face}
          </span>
        ))}
        <p className="ml-2 text-2xl font-black text-white" data-testid="verified-dice">
          {t('play.outcome.diceShow.total', { dice: result.dice.join(' + '), total: result.total })}
        </p>
      </div>
      <p className="text-sm font-semibold text-amber-200">
        {hit
          ? t('play.outcome.diceShow.hit', { multiplier: hit.multiplier })
          : t('play.outcome.diceShow.miss')}
      </p>
    </div>
  );
}
