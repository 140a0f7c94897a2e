import type { Verification, VerifyQuerySchema } from '@orca/contracts';
import { dealCards } from '@orca/games/cards/deck';
import { crashPointHundredths } from '@orca/games/crash/crash';
import { playDice } from '@orca/games/fast/dice';
import { KENO_RISKS, playKeno, type KenoRisk } from '@orca/games/fast/keno';
import { playLimbo } from '@orca/games/fast/limbo';
import { minePositions } from '@orca/games/fast/mines';
import { PLINKO_RISKS, playPlinko, type PlinkoRisk } from '@orca/games/fast/plinko';
import { roulettePocket } from '@orca/games/fast/roulette';
import { dealBaccaratHand, shuffleBaccaratShoe } from '@orca/games/live/baccarat';
import {
  applyBlackjackAction,
  BLACKJACK_SEATS_MAX,
  blackjackHandValue,
  dealBlackjackRound,
  openBlackjackSeat,
  playBlackjackDealer,
  timeOutBlackjackSeat,
  type BlackjackAction,
} from '@orca/games/live/blackjack';
import { rollDiceShow } from '@orca/games/live/dice-show';
import { spinMoneyWheel } from '@orca/games/live/money-wheel';
import { spinMultiplierRoulette } from '@orca/games/live/multiplier-roulette';
import { FairFloats, hashServerSeed } from '@orca/games/rng/fair';
import { ratioToNumber, type Ratio } from '@orca/games/rng/payout';
import { playSlotRound } from '@orca/games/slots/engine';
import { slotTitleById, slotTitleBySlug } from '@orca/games/slots/registry';
import { VIRTUAL_LEAGUES } from '@orca/games/sports/leagues';
import { matchTimeline } from '@orca/games/sports/match-timeline';
import type { z } from 'zod';
import { FieldRuleError } from '../../../platform/errors.ts';
import { withFieldErrors } from '../inhouse/engines.ts';

type VerifyQuery = z.output<typeof VerifyQuerySchema>;

function need<T>(value: T | undefined, field: string): T {
  if (value === undefined || value === '')
    throw new FieldRuleError('validation_error', field, 'required');
  return value;
}

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  field: string,
): T {
  const v = need(value, field);
  if (!(allowed as readonly string[]).includes(v))
    throw new FieldRuleError('validation_error', field, 'invalid_value');
  return v as T;
}

const multiplierText = (r: Ratio) => ratioToNumber(r).toFixed(2);

/**
 * Recomputes any round from its inputs, exactly as the games computed it: the same engines on the
 * same provably-fair floats. Needs no account, so anyone can check a shared round.
 */
export function verifyRound(q: VerifyQuery, crashSalt: string | null): Verification {
  return withFieldErrors(q.game === 'slot' ? 'slot' : q.game, () => verifyChecked(q, crashSalt));
}

function verifyChecked(q: VerifyQuery, crashSalt: string | null): Verification {
  if (q.game === 'crash') {
    const hash = need(q.hash, 'hash');
    const salt = q.salt ?? crashSalt;
    if (!salt) throw new FieldRuleError('validation_error', 'salt', 'required');
    return {
      game: q.game,
      serverSeedHash: null,
      outcome: {
        kind: 'crash',
        hash,
        salt,
        crashPointHundredths: crashPointHundredths(hash, salt),
      },
      multiplier: null,
    };
  }
  if (q.game === 'virtual_football') return verifyMatch(q);
  const serverSeed = need(q.serverSeed, 'serverSeed');
  const clientSeed = need(q.clientSeed, 'clientSeed');
  const nonce = need(q.nonce, 'nonce');
  const floats = new FairFloats(serverSeed, clientSeed, nonce);
  const base = { game: q.game, serverSeedHash: hashServerSeed(serverSeed) };
  switch (q.game) {
    case 'dice': {
      const targetHundredths = Math.round(need(q.target, 'target') * 100);
      const bet = { direction: need(q.direction, 'direction'), targetHundredths };
      const result = playDice(floats, bet);
      return {
        ...base,
        outcome: {
          kind: 'dice',
          ...bet,
          rollHundredths: result.rollHundredths,
          isWin: result.isWin,
        },
        multiplier: multiplierText(result.multiplier),
      };
    }
    case 'limbo': {
      const targetHundredths = Math.round(need(q.target, 'target') * 100);
      const result = playLimbo(floats, targetHundredths);
      return {
        ...base,
        outcome: {
          kind: 'limbo',
          targetHundredths,
          pointHundredths: result.pointHundredths,
          isWin: result.isWin,
        },
        multiplier: multiplierText(result.multiplier),
      };
    }
    case 'keno': {
      const picks = need(q.picks, 'picks')
        .split(',')
        .map((p) => Number(p));
      if (
        picks.some((p) => !Number.isInteger(p) || p < 1 || p > 40) ||
        new Set(picks).size !== picks.length ||
        picks.length < 1 ||
        picks.length > 10
      ) {
        throw new FieldRuleError('validation_error', 'picks', 'keno_picks');
      }
      const risk = oneOf<KenoRisk>(q.risk, KENO_RISKS, 'risk');
      const result = playKeno(floats, risk, picks);
      return {
        ...base,
        outcome: { kind: 'keno', risk, picks, drawn: result.drawn, hits: result.hits },
        multiplier: multiplierText(result.multiplier),
      };
    }
    case 'plinko': {
      const rows = need(q.rows, 'rows');
      const risk = oneOf<PlinkoRisk>(q.risk, PLINKO_RISKS, 'risk');
      const result = playPlinko(floats, rows, risk);
      return {
        ...base,
        outcome: { kind: 'plinko', rows, risk, path: result.path, slot: result.slot },
        multiplier: multiplierText(result.multiplier),
      };
    }
    case 'mines': {
      const mines = need(q.mines, 'mines');
      return {
        ...base,
        outcome: {
          kind: 'mines',
          mines,
          minePositions: minePositions(floats, mines).sort((a, b) => a - b),
        },
        multiplier: null,
      };
    }
    case 'roulette':
      return {
        ...base,
        outcome: { kind: 'roulette', pocket: roulettePocket(floats) },
        multiplier: null,
      };
    case 'cards':
      return {
        ...base,
        outcome: { kind: 'cards', cards: dealCards(floats, q.count ?? 1) },
        multiplier: null,
      };
    case 'baccarat': {
      // The shoe's seeds (shown on the table, revealed when the shoe ends) fix all 416 cards.
      const shoe = shuffleBaccaratShoe(floats);
      const position = q.position ?? shoe.firstHandPosition;
      const dealt = dealBaccaratHand(shoe, position);
      return {
        ...base,
        outcome: {
          kind: 'baccarat',
          ...dealt.hand,
          position,
          isLastHand: dealt.isLastHand,
          nextPosition: dealt.nextPosition,
          firstHandPosition: shoe.firstHandPosition,
          burnedCards: [...shoe.burnedCards],
        },
        multiplier: null,
      };
    }
    case 'money_wheel': {
      const spun = spinMoneyWheel(floats);
      return {
        ...base,
        outcome: {
          kind: 'money_wheel',
          spins: spun.spins,
          number: spun.number,
          multiplier: spun.multiplier,
        },
        multiplier: null,
      };
    }
    case 'multiplier_roulette': {
      // The lucky numbers and their multipliers first, then the ball, from the round's one stream.
      const spun = spinMultiplierRoulette(floats);
      return {
        ...base,
        outcome: {
          kind: 'multiplier_roulette',
          lucky: spun.lucky,
          pocket: spun.pocket,
          colour: spun.colour,
        },
        multiplier: null,
      };
    }
    case 'dice_show': {
      // The multiplied totals and their multipliers first, then the three dice, from the round's one stream.
      const rolled = rollDiceShow(floats);
      return {
        ...base,
        outcome: { kind: 'dice_show', lucky: rolled.lucky, dice: rolled.dice, total: rolled.total },
        multiplier: null,
      };
    }
    case 'blackjack': {
      // Every card is a float of the round's stream at a fixed cursor (engine doc): the deal, the dealer, and each seat's own cards.
      const streams = (startFloat: number) =>
        new FairFloats(serverSeed, clientSeed, nonce, startFloat);
      const deal = dealBlackjackRound(streams);
      const dealerCards = playBlackjackDealer(streams, deal);
      const result = {
        kind: 'blackjack' as const,
        playerCards: [...deal.playerCards],
        dealerCards,
        dealerTotal: blackjackHandValue(dealerCards).total,
        isDealerBlackjack: deal.isDealerBlackjack,
      };
      if (q.seat === undefined)
        return { ...base, outcome: { ...result, seat: null }, multiplier: null };
      if (q.seat >= BLACKJACK_SEATS_MAX)
        throw new FieldRuleError('validation_error', 'seat', 'invalid_value');
      const actions = (q.actions ?? '').split(',').filter((a) => a !== '');
      const isAction = (a: string): a is BlackjackAction =>
        a === 'hit' || a === 'stand' || a === 'double' || a === 'split';
      if (actions.length > 128 || !actions.every(isAction))
        throw new FieldRuleError('validation_error', 'actions', 'invalid_value');
      // The stake does not change the cards: any positive bet replays the seat.
      let seat = openBlackjackSeat(deal, q.seat, 1n);
      for (const action of actions) {
        try {
          seat = applyBlackjackAction(streams, seat, action);
        } catch (error) {
          if (error instanceof RangeError)
            throw new FieldRuleError('validation_error', 'actions', 'invalid_value');
          throw error;
        }
      }
      seat = timeOutBlackjackSeat(streams, seat);
      const hands = seat.hands.map((hand) => ({
        cards: hand.cards,
        total: blackjackHandValue(hand.cards).total,
        isDoubled: hand.isDoubled,
      }));
      return {
        ...base,
        outcome: { ...result, seat: { seat: q.seat, actions, hands } },
        multiplier: null,
      };
    }
    case 'slot': {
      const title = need(q.title, 'title');
      const config = slotTitleById(title) ?? slotTitleBySlug(title);
      if (!config) throw new FieldRuleError('validation_error', 'title', 'invalid_value');
      if (q.bonusBuy && !config.bonusBuy)
        throw new FieldRuleError('validation_error', 'bonusBuy', 'invalid_value');
      const round = playSlotRound(config, floats, { isBonusBuy: q.bonusBuy });
      const outcome = {
        kind: 'slot' as const,
        title: config.id,
        isBonusBuy: q.bonusBuy,
        spins: round.spins,
        totalWinX100: round.totalWinX100,
        freeSpinsPlayed: round.freeSpinsPlayed,
        isJackpotHit: round.isJackpotHit,
      };
      return { ...base, outcome, multiplier: (round.totalWinX100 / 100).toFixed(2) };
    }
  }
}

/** A virtual football match: its score, goal minutes and stoppage from the seed and the league's published ratings. */
function verifyMatch(q: VerifyQuery): Verification {
  const serverSeed = need(q.serverSeed, 'serverSeed');
  const leagueId = oneOf(
    q.league,
    VIRTUAL_LEAGUES.map((l) => l.id),
    'league',
  );
  const league = VIRTUAL_LEAGUES.find((l) => l.id === leagueId);
  if (!league) throw new FieldRuleError('validation_error', 'league', 'invalid_value');
  const teams = league.teams.map((team) => team.id);
  const home = oneOf(q.home, teams, 'home');
  const away = oneOf(q.away, teams, 'away');
  if (home === away) throw new FieldRuleError('validation_error', 'away', 'invalid_value');
  const timeline = matchTimeline({ serverSeed, home, away, league });
  return {
    game: q.game,
    serverSeedHash: hashServerSeed(serverSeed),
    outcome: {
      kind: 'virtual_football',
      league: league.id,
      home,
      away,
      score: timeline.score,
      goals: timeline.goals.map((goal) => ({
        minute: goal.minute,
        side: goal.side,
        penalty: goal.penalty,
      })),
      stoppageMinutes: timeline.stoppageMinutes,
    },
    multiplier: null,
  };
}
