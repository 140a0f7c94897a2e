import { BlackjackRound } from './blackjack-round';
import {
  DiceOutcome,
  KenoOutcome,
  LimboOutcome,
  MinesOutcome,
  PlinkoOutcome,
} from './fast-outcomes';
import { LiveSeatOutcome } from './live-outcomes';
import { MatchOutcome } from './match-outcome';
import {
  BaccaratHand,
  MoneyWheelSpins,
  MultiplierRouletteResult,
  DiceShowResult,
  RoulettePocket,
} from './live-table-results';
import type { Outcome } from './outcome-headline';
import { CrashOutcome, SlotOutcome } from './slot-crash-outcomes';

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
    case 'multiplier_roulette':
      return <MultiplierRouletteResult result={outcome} />;
    case 'dice_show':
      return <DiceShowResult result={outcome} />;
    case 'blackjack':
      return <BlackjackRound result={outcome} seat={outcome.seat} />;
    case 'virtual_football':
      return <MatchOutcome outcome={outcome} />;
    case 'cards':
      // No game records rounds of plain cards: the verifier's draw is shown as data.
      return (
        <pre className="overflow-x-auto rounded-lg bg-ink-950 p-3 text-xs text-slate-300">
          {JSON.stringify(outcome, null, 2)}
        </pre>
      );
  }
}
