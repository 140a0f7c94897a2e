import type { RoundOutcome, VerifiedOutcome } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { formatFixed, formatMultiplierHundredths } from '../../lib/numbers';
import { KenoBoard } from './keno-board';
import {
  BaccaratHand,
  BlackjackRound,
  LiveSeatOutcome,
  MoneyWheelSpins,
  RoulettePocket,
} from './live-outcomes';
import { MinesGrid } from './mines-grid';
import { PlinkoBoard } from './plinko-board';
import { SlotReels } from './slot-reels';

/** A round's outcome as a played round stores it or the verifier recomputes it: `kind` names the game. */
export type Outcome = RoundOutcome | VerifiedOutcome;
type OutcomeOf<K extends Outcome['kind']> = Extract<Outcome, { kind: K }>;

function ResultBadge({ isWin }: { isWin: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${isWin ? 'bg-emerald-500/20 text-emerald-200' : 'bg-ink-700 text-slate-300'}`}
    >
      {isWin ? t('play.outcome.win') : t('play.outcome.noWin')}
    </span>
  );
}

function Headline({ text, isWin }: { text: string; isWin?: boolean | null }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-2xl font-black text-white tabular-nums">{text}</p>
      {typeof isWin === 'boolean' && <ResultBadge isWin={isWin} />}
    </div>
  );
}

function DiceOutcome({ outcome }: { outcome: OutcomeOf<'dice'> }) {
  const { t, i18n } = useTranslation();
  const roll = outcome.rollHundredths;
  const target = outcome.targetHundredths;
  const isOver = outcome.direction === 'over';
  const percent = (hundredths: number) => `${hundredths / 100}%`;
  return (
    <div className="space-y-4">
      <Headline
        text={t('play.outcome.dice.roll', { roll: formatFixed(roll / 100, i18n.language) })}
        isWin={outcome.isWin}
      />
      <p className="text-sm text-slate-300">
        {t(isOver ? 'play.outcome.dice.over' : 'play.outcome.dice.under', {
          target: formatFixed(target / 100, i18n.language),
        })}
      </p>
      <div className="relative h-3 rounded-full bg-rose-500/40" aria-hidden="true">
        <div
          className="absolute inset-y-0 rounded-full bg-emerald-400/70"
          style={isOver ? { left: percent(target), right: 0 } : { left: 0, width: percent(target) }}
        />
        <div
          className="absolute -top-1.5 h-6 w-1.5 -translate-x-1/2 rounded bg-white shadow"
          style={{ left: percent(roll) }}
        />
      </div>
      <div className="flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>0</span>
        <span>50</span>
        <span>100</span>
      </div>
    </div>
  );
}

function LimboOutcome({ outcome }: { outcome: OutcomeOf<'limbo'> }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="space-y-2">
      <Headline
        text={t('play.outcome.limbo.point', {
          point: formatMultiplierHundredths(outcome.pointHundredths, i18n.language),
        })}
        isWin={outcome.isWin}
      />
      <p className="text-sm text-slate-300">
        {t('play.outcome.limbo.target', {
          target: formatMultiplierHundredths(outcome.targetHundredths, i18n.language),
        })}
      </p>
    </div>
  );
}

function KenoOutcome({ outcome }: { outcome: OutcomeOf<'keno'> }) {
  const { t } = useTranslation();
  const { picks, drawn } = outcome;
  return (
    <div className="space-y-3">
      <Headline
        text={t('play.outcome.keno.hits', { hits: outcome.hits.length, picks: picks.length })}
      />
      <p className="text-sm text-slate-300">
        {t('play.outcome.keno.drawnList', { numbers: [...drawn].sort((a, b) => a - b).join(', ') })}
      </p>
      <KenoBoard picks={picks} drawn={drawn} />
    </div>
  );
}

function PlinkoOutcome({ outcome }: { outcome: OutcomeOf<'plinko'> }) {
  const { t } = useTranslation();
  const { path, slot } = outcome;
  return (
    <div className="space-y-3">
      <Headline text={t('play.outcome.plinko.slot', { slot: slot + 1, count: path.length + 1 })} />
      <p className="text-sm break-words text-slate-300">
        {t('play.outcome.plinko.path', {
          path: path
            .map((d) => (d === 1 ? t('play.outcome.plinko.right') : t('play.outcome.plinko.left')))
            .join(' '),
        })}
      </p>
      <PlinkoBoard path={path} slot={slot} />
    </div>
  );
}

function MinesOutcome({ outcome }: { outcome: OutcomeOf<'mines'> }) {
  const { t } = useTranslation();
  // A running round's layout is withheld by the server; the verifier's has no play to show.
  const positions = outcome.minePositions ?? null;
  const play =
    'revealed' in outcome ? { revealed: outcome.revealed, hitTile: outcome.hitTile } : null;
  return (
    <div className="space-y-3">
      {positions ? (
        <Headline
          text={t('play.outcome.mines.positions', {
            tiles: [...positions]
              .sort((a, b) => a - b)
              .map((p) => p + 1)
              .join(', '),
          })}
        />
      ) : (
        <p className="text-sm text-slate-300">{t('play.outcome.mines.hidden')}</p>
      )}
      {play && (
        <p className="text-sm text-slate-300">
          {play.hitTile !== null
            ? t('play.outcome.mines.lost', { tile: play.hitTile + 1 })
            : t('play.outcome.mines.revealed', { count: play.revealed.length })}
        </p>
      )}
      <MinesGrid
        minePositions={positions}
        revealed={play?.revealed ?? []}
        hitTile={play?.hitTile ?? null}
      />
    </div>
  );
}

function SlotOutcome({ outcome }: { outcome: OutcomeOf<'slot'> }) {
  const { t, i18n } = useTranslation();
  const total = outcome.totalWinX100;
  return (
    <div className="space-y-4">
      <Headline
        text={t('play.outcome.slot.total', {
          multiplier: formatMultiplierHundredths(total, i18n.language),
        })}
        isWin={total > 0}
      />
      {outcome.isBonusBuy && (
        <p className="text-sm text-slate-300">{t('play.outcome.slot.bonusBought')}</p>
      )}
      {outcome.isJackpotHit && (
        <p className="font-semibold text-amber-300">{t('play.outcome.slot.jackpot')}</p>
      )}
      <SlotReels spins={outcome.spins} />
    </div>
  );
}

function CrashOutcome({ outcome }: { outcome: OutcomeOf<'crash'> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const point = outcome.crashPointHundredths ?? null;
  // Only a played round has a bet: its cash-out (null once lost) and its auto cash-out.
  const bet = 'crashGameId' in outcome ? outcome : null;
  return (
    <div className="space-y-2">
      {point !== null ? (
        <Headline
          text={t('play.outcome.crash.point', {
            point: formatMultiplierHundredths(point, language),
          })}
        />
      ) : (
        <p className="text-sm text-slate-300">{t('play.outcome.crash.running')}</p>
      )}
      {bet && bet.cashoutHundredths !== undefined && (
        <p className="text-sm text-slate-300">
          {bet.cashoutHundredths !== null
            ? t('play.outcome.crash.cashedOut', {
                multiplier: formatMultiplierHundredths(bet.cashoutHundredths, language),
              })
            : t('play.outcome.crash.busted')}
        </p>
      )}
      {bet && bet.autoCashoutHundredths !== null && (
        <p className="text-sm text-slate-400">
          {t('play.outcome.crash.auto', {
            multiplier: formatMultiplierHundredths(bet.autoCashoutHundredths, language),
          })}
        </p>
      )}
      {outcome.hash !== undefined && (
        <p className="text-xs break-all text-slate-400">
          {t('play.fields.hash')}: <span className="font-mono">{outcome.hash}</span>
        </p>
      )}
    </div>
  );
}

/** Shows any game's outcome readably: the roll, the point, the board, the reels, the cards. A seat's bets show in `currency` when given. */
export function OutcomeView({ outcome, currency }: { outcome: Outcome; currency?: string }) {
  switch (outcome.kind) {
    case 'dice':
      return <DiceOutcome outcome={outcome} />;
    case 'limbo':
      return <LimboOutcome outcome={outcome} />;
    case 'keno':
      return <KenoOutcome outcome={outcome} />;
    case 'plinko':
      return <PlinkoOutcome outcome={outcome} />;
    case 'mines':
      return <MinesOutcome outcome={outcome} />;
    case 'slot':
      return <SlotOutcome outcome={outcome} />;
    case 'crash':
      return <CrashOutcome outcome={outcome} />;
    case 'live':
      return <LiveSeatOutcome outcome={outcome} currency={currency} />;
    case 'roulette':
      return <RoulettePocket pocket={outcome.pocket} />;
    case 'baccarat':
      return <BaccaratHand hand={outcome} />;
    case 'money_wheel':
      return <MoneyWheelSpins result={outcome} />;
    case 'blackjack':
      return <BlackjackRound result={outcome} seat={outcome.seat} />;
    case 'cards':
      // No game records rounds of plain cards: the verifier's draw is shown as data.
      return (
        <pre className="overflow-x-auto rounded-lg bg-ink-950 p-3 text-xs text-slate-300">
          {JSON.stringify(outcome, null, 2)}
        </pre>
      );
  }
}
