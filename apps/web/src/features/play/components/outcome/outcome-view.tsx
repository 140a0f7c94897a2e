import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFixed, formatMultiplierHundredths } from '../../lib/numbers';
import { KenoBoard } from './keno-board';
import { MinesGrid } from './mines-grid';
import { PlinkoBoard } from './plinko-board';
import { SlotReels, type SlotSpinView } from './slot-reels';

/** A round's outcome as the games and the verifier describe it: `kind` names the game. */
export type Outcome = Record<string, unknown> & { kind: string };

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const nums = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);

function ResultBadge({ isWin }: { isWin: boolean }) {
  const { t } = useTranslation();
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${isWin ? 'bg-emerald-500/20 text-emerald-200' : 'bg-ink-700 text-slate-300'}`}>{isWin ? t('play.outcome.win') : t('play.outcome.noWin')}</span>;
}

function Headline({ text, isWin }: { text: string; isWin?: boolean | null }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-2xl font-black text-white tabular-nums">{text}</p>
      {typeof isWin === 'boolean' && <ResultBadge isWin={isWin} />}
    </div>
  );
}

function DiceOutcome({ outcome }: { outcome: Outcome }) {
  const { t, i18n } = useTranslation();
  const roll = num(outcome.rollHundredths);
  const target = num(outcome.targetHundredths);
  const isOver = outcome.direction === 'over';
  if (roll === null) return null;
  const percent = (hundredths: number) => `${hundredths / 100}%`;
  return (
    <div className="space-y-4">
      <Headline text={t('play.outcome.dice.roll', { roll: formatFixed(roll / 100, i18n.language) })} isWin={typeof outcome.isWin === 'boolean' ? outcome.isWin : null} />
      {target !== null && (
        <>
          <p className="text-sm text-slate-300">{t(isOver ? 'play.outcome.dice.over' : 'play.outcome.dice.under', { target: formatFixed(target / 100, i18n.language) })}</p>
          <div className="relative h-3 rounded-full bg-rose-500/40" aria-hidden="true">
            <div className="absolute inset-y-0 rounded-full bg-emerald-400/70" style={isOver ? { left: percent(target), right: 0 } : { left: 0, width: percent(target) }} />
            <div className="absolute -top-1.5 h-6 w-1.5 -translate-x-1/2 rounded bg-white shadow" style={{ left: percent(roll) }} />
          </div>
          <div className="flex justify-between text-xs text-slate-500" aria-hidden="true">
            <span>0</span>
            <span>50</span>
            <span>100</span>
          </div>
        </>
      )}
    </div>
  );
}

function LimboOutcome({ outcome }: { outcome: Outcome }) {
  const { t, i18n } = useTranslation();
  const point = num(outcome.pointHundredths);
  const target = num(outcome.targetHundredths);
  if (point === null) return null;
  return (
    <div className="space-y-2">
      <Headline text={t('play.outcome.limbo.point', { point: formatMultiplierHundredths(point, i18n.language) })} isWin={typeof outcome.isWin === 'boolean' ? outcome.isWin : null} />
      {target !== null && <p className="text-sm text-slate-300">{t('play.outcome.limbo.target', { target: formatMultiplierHundredths(target, i18n.language) })}</p>}
    </div>
  );
}

function KenoOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  const picks = nums(outcome.picks);
  const drawn = nums(outcome.drawn);
  const hits = Array.isArray(outcome.hits) ? nums(outcome.hits).length : (num(outcome.hits) ?? drawn.filter((n) => picks.includes(n)).length);
  return (
    <div className="space-y-3">
      <Headline text={picks.length > 0 ? t('play.outcome.keno.hits', { hits, picks: picks.length }) : t('play.outcome.keno.drawnList', { numbers: drawn.join(', ') })} />
      {picks.length > 0 && <p className="text-sm text-slate-300">{t('play.outcome.keno.drawnList', { numbers: [...drawn].sort((a, b) => a - b).join(', ') })}</p>}
      <KenoBoard picks={picks} drawn={drawn} />
    </div>
  );
}

function PlinkoOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  const path = nums(outcome.path);
  const slot = num(outcome.slot);
  if (slot === null) return null;
  return (
    <div className="space-y-3">
      <Headline text={t('play.outcome.plinko.slot', { slot: slot + 1, count: path.length + 1 })} />
      <p className="text-sm break-words text-slate-300">{t('play.outcome.plinko.path', { path: path.map((d) => (d === 1 ? t('play.outcome.plinko.right') : t('play.outcome.plinko.left'))).join(' ') })}</p>
      <PlinkoBoard path={path} slot={slot} />
    </div>
  );
}

function MinesOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  const positions = Array.isArray(outcome.minePositions) ? nums(outcome.minePositions) : null;
  const revealed = nums(outcome.revealed);
  const hitTile = num(outcome.hitTile);
  return (
    <div className="space-y-3">
      {positions ? (
        <Headline text={t('play.outcome.mines.positions', { tiles: [...positions].sort((a, b) => a - b).map((p) => p + 1).join(', ') })} />
      ) : (
        <p className="text-sm text-slate-300">{t('play.outcome.mines.hidden')}</p>
      )}
      {outcome.revealed !== undefined && <p className="text-sm text-slate-300">{hitTile !== null ? t('play.outcome.mines.lost', { tile: hitTile + 1 }) : t('play.outcome.mines.revealed', { count: revealed.length })}</p>}
      <MinesGrid minePositions={positions} revealed={revealed} hitTile={hitTile} />
    </div>
  );
}

function SlotOutcome({ outcome }: { outcome: Outcome }) {
  const { t, i18n } = useTranslation();
  const spins = Array.isArray(outcome.spins) ? (outcome.spins as SlotSpinView[]) : [];
  const total = num(outcome.totalWinX100) ?? 0;
  return (
    <div className="space-y-4">
      <Headline text={t('play.outcome.slot.total', { multiplier: formatMultiplierHundredths(total, i18n.language) })} isWin={total > 0} />
      {outcome.isBonusBuy === true && <p className="text-sm text-slate-300">{t('play.outcome.slot.bonusBought')}</p>}
      {outcome.isJackpotHit === true && <p className="font-semibold text-amber-300">{t('play.outcome.slot.jackpot')}</p>}
      <SlotReels spins={spins} />
    </div>
  );
}

function CrashOutcome({ outcome }: { outcome: Outcome }) {
  const { t, i18n } = useTranslation();
  const point = num(outcome.crashPointHundredths);
  const cashout = num(outcome.cashoutHundredths);
  const auto = num(outcome.autoCashoutHundredths);
  const language = i18n.language;
  return (
    <div className="space-y-2">
      {point !== null ? <Headline text={t('play.outcome.crash.point', { point: formatMultiplierHundredths(point, language) })} /> : <p className="text-sm text-slate-300">{t('play.outcome.crash.running')}</p>}
      {'cashoutHundredths' in outcome && <p className="text-sm text-slate-300">{cashout !== null ? t('play.outcome.crash.cashedOut', { multiplier: formatMultiplierHundredths(cashout, language) }) : t('play.outcome.crash.busted')}</p>}
      {auto !== null && <p className="text-sm text-slate-400">{t('play.outcome.crash.auto', { multiplier: formatMultiplierHundredths(auto, language) })}</p>}
      {typeof outcome.hash === 'string' && (
        <p className="text-xs break-all text-slate-400">
          {t('play.fields.hash')}: <span className="font-mono">{outcome.hash}</span>
        </p>
      )}
    </div>
  );
}

const VIEWS: Record<string, (props: { outcome: Outcome }) => ReactNode> = {
  dice: DiceOutcome,
  limbo: LimboOutcome,
  keno: KenoOutcome,
  plinko: PlinkoOutcome,
  mines: MinesOutcome,
  slot: SlotOutcome,
  crash: CrashOutcome,
};

/** Shows any game's outcome readably: the roll, the point, the board, the reels. Unknown kinds show their data as is. */
export function OutcomeView({ outcome }: { outcome: Outcome }) {
  const View = VIEWS[outcome.kind];
  if (View) return <View outcome={outcome} />;
  return <pre className="overflow-x-auto rounded-lg bg-ink-950 p-3 text-xs text-slate-300">{JSON.stringify(outcome, null, 2)}</pre>;
}
