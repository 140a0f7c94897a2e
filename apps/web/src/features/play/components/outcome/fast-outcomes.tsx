import { useTranslation } from 'react-i18next';
import { formatFixed, formatMultiplierHundredths } from '../../lib/numbers';
import { KenoBoard } from './keno-board';
import { MinesGrid } from './mines-grid';
import { Headline, type OutcomeOf } from './outcome-headline';
import { PlinkoBoard } from './plinko-board';

/* The fast games' rounds: a dice roll, a limbo point, a keno draw, a plinko path, a mines board. */

export function DiceOutcome({ outcome }: { outcome: OutcomeOf<'dice'> }) {
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

export function LimboOutcome({ outcome }: { outcome: OutcomeOf<'limbo'> }) {
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

export function KenoOutcome({ outcome }: { outcome: OutcomeOf<'keno'> }) {
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

export function PlinkoOutcome({ outcome }: { outcome: OutcomeOf<'plinko'> }) {
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

export function MinesOutcome({ outcome }: { outcome: OutcomeOf<'mines'> }) {
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
