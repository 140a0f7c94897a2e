import type { RoundOutcome, VerifiedOutcome } from '@orca/contracts';
import { useTranslation } from 'react-i18next';

/** A round's outcome as a played round stores it or the verifier recomputes it: `kind` names the game. */
export type Outcome = RoundOutcome | VerifiedOutcome;
/** The outcome of one game, by its `kind`. */
export type OutcomeOf<K extends Outcome['kind']> = Extract<Outcome, { kind: K }>;

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

/** The outcome's main line, with a win badge when the round is decided. */
export function Headline({ text, isWin }: { text: string; isWin?: boolean | null }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-2xl font-black text-white tabular-nums">{text}</p>
      {typeof isWin === 'boolean' && <ResultBadge isWin={isWin} />}
    </div>
  );
}
