import { lazy } from 'react';

/** Each game's client is its own chunk, loaded when its frame opens. */
const DiceGame = lazy(() => import('./dice/dice-game'));
const LimboGame = lazy(() => import('./limbo/limbo-game'));
const KenoGame = lazy(() => import('./keno/keno-game'));
const PlinkoGame = lazy(() => import('./plinko/plinko-game'));
const MinesGame = lazy(() => import('./mines/mines-game'));
const CrashGame = lazy(() => import('./crash/crash-game'));
const SlotGame = lazy(() => import('./slot/slot-game'));
const LiveRouletteGame = lazy(() => import('./live-roulette/live-roulette-game'));
const MoneyWheelGame = lazy(() => import('./money-wheel/money-wheel-game'));
const MultiplierRouletteGame = lazy(() => import('./multiplier-roulette/multiplier-roulette-game'));
const DiceShowGame = lazy(() => import('./dice-show/dice-show-game'));
const BaccaratGame = lazy(() => import('./live-baccarat/baccarat-game'));
const BlackjackGame = lazy(() => import('./live-blackjack/blackjack-game'));

/** Catalogue slugs without an in-house client yet (their games are not playable here). */
const WITHOUT_CLIENT = new Set(['roulette']);

export const hasClient = (slug: string) => !WITHOUT_CLIENT.has(slug);

/** The client of a game by its catalogue slug; every other slug is a slot title (the slot chunk checks it). */
export function GameBySlug({ slug }: { slug: string }) {
  switch (slug) {
    case 'dice':
      return <DiceGame />;
    case 'limbo':
      return <LimboGame />;
    case 'keno':
      return <KenoGame />;
    case 'plinko':
      return <PlinkoGame />;
    case 'mines':
      return <MinesGame />;
    case 'crash':
      return <CrashGame />;
    case 'live-european-roulette':
      return <LiveRouletteGame />;
    case 'live-money-wheel':
      return <MoneyWheelGame />;
    case 'live-multiplier-roulette':
      return <MultiplierRouletteGame />;
    case 'live-dice-show':
      return <DiceShowGame />;
    case 'live-baccarat-punto-banco':
      return <BaccaratGame />;
    case 'live-blackjack-unlimited':
      return <BlackjackGame />;
    default:
      return <SlotGame />;
  }
}
