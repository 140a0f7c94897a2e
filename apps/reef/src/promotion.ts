import { createHmac } from 'node:crypto';
import type { WalletAnswer } from './wallet-client.ts';

/**
 * Reef's network promotion ("drops and wins"), run across every casino that offers its games:
 * prize drops on qualifying bets, decided from the promotion's seed so anyone holding the seed can
 * check a decision, and a leaderboard by best multiplier over every casino's players. Prizes go
 * to the casino's wallet as promoWin calls whose transaction ids derive from what they pay for,
 * so a retry or a restart never pays twice.
 */
export interface PromotionConfig {
  id: string;
  url: string;
  /** The secret the drops are decided from; published after the promotion so players can check every drop. */
  seed: string;
  startsAt: Date;
  endsAt: Date;
  /** Reef's own game ids. */
  games: string[];
  /** The smallest qualifying bet in EUR cents; other currencies at `rates`. */
  minBetEurMinor: bigint;
  /** A drop's fixed prize in EUR cents, won with `dropChance` (a probability) on each qualifying bet, at most `dropsPerDay` a day. */
  dropEurMinor: bigint;
  dropChance: number;
  dropsPerDay: number;
  /** Tournament prizes by rank range in EUR cents. */
  prizes: { fromRank: number; toRank: number; eurMinor: bigint }[];
  /** How many of a currency Reef pays for 1 EUR; a player in another currency plays without prizes. */
  rates: Record<string, number>;
  translations: Record<string, { title: string; summary: string; terms: string }>;
  /** The casino Reef is talking to, as its players appear on the network leaderboard. */
  casinoName: string;
  /** Players of the other casinos Reef serves (their own wallets pay them), for the network-wide board. */
  otherCasinos: { player: string; casino: string; multiplierX100: number; reachedAt: Date }[];
}

export interface PromotionClient {
  promoWin(call: {
    transactionId: string;
    promotionId: string;
    playerId: string;
    currency: string;
    amount: string;
    prizeKind: 'drop' | 'tournament';
    rank?: number;
  }): Promise<WalletAnswer>;
  send(action: string, body: unknown): Promise<WalletAnswer>;
}

interface Entry {
  key: string;
  player: string;
  casino: string;
  /** This casino's player id, for paying; null for other casinos' players. */
  playerId: string | null;
  currency: string | null;
  multiplierX100: number;
  reachedAt: Date;
}

const toText = (minor: bigint) => `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;
const mask = (name: string) => (name.length <= 2 ? `${name}***` : `${name.slice(0, 2)}***`);
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
/** Ticks the casino may be unreachable before the log says so (it is usually still starting). */
const UNREACHABLE_TICKS_BEFORE_LOG = 10;

/**
 * The drop decision for one bet: HMAC-SHA256(seed, bet transaction id) read as a number in [0, 1).
 * Deterministic, so it can be checked afterwards, and unpredictable without the seed.
 */
export function dropRoll(seed: string, betTransactionId: string): number {
  const digest = createHmac('sha256', seed).update(betTransactionId).digest();
  return digest.readUIntBE(0, 6) / 2 ** 48;
}

export function isDrop(seed: string, betTransactionId: string, chance: number): boolean {
  return dropRoll(seed, betTransactionId) < chance;
}

/** This week's demo promotion (Monday to Monday, UTC): the same id all week, so a restart publishes the same promotion again. */
export function demoPromotion(now: Date, casinoName = 'Orca'): PromotionConfig {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  const end = new Date(start.getTime() + 7 * 86_400_000);
  const week = dayOf(start);
  const hoursAgo = (h: number) =>
    new Date(Math.max(start.getTime(), now.getTime() - h * 3_600_000));
  const terms = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');
  return {
    id: `ocean-drops-${week}`,
    url: `reef-ocean-drops-${week}`,
    seed: `reef-demo-seed-${week}`,
    startsAt: start,
    endsAt: end,
    games: ['pearl-diver', 'coral-hi-lo'],
    minBetEurMinor: 50n,
    dropEurMinor: 500n,
    dropChance: 1 / 25,
    dropsPerDay: 40,
    prizes: [
      { fromRank: 1, toRank: 1, eurMinor: 25_000n },
      { fromRank: 2, toRank: 2, eurMinor: 10_000n },
      { fromRank: 3, toRank: 5, eurMinor: 2_500n },
    ],
    rates: { EUR: 1, USD: 1, CHF: 1, AUD: 1, CAD: 1, PLN: 5, BRL: 5, NOK: 10 },
    casinoName,
    otherCasinos: [
      { player: 'Marlin', casino: 'Lucky Lagoon', multiplierX100: 1_250, reachedAt: hoursAgo(20) },
      { player: 'Sandy', casino: 'Harbour Spins', multiplierX100: 800, reachedAt: hoursAgo(12) },
      { player: 'Kelpie', casino: 'Neptune Bet', multiplierX100: 500, reachedAt: hoursAgo(6) },
      { player: 'Nemo77', casino: 'Lucky Lagoon', multiplierX100: 300, reachedAt: hoursAgo(3) },
    ],
    translations: {
      en: {
        title: 'Reef Ocean Drops',
        summary:
          'Random cash drops on every qualifying bet and a network leaderboard by best multiplier across every casino playing Reef games.',
        terms: terms([
          'Runs Monday to Monday (UTC) on Pearl Diver and Coral Hi-Lo, real money only.',
          'Every bet of 0.50 EUR or more may win a 5 EUR drop (1 chance in 25, at most 40 drops a day across the network).',
          "The leaderboard ranks each player's best single win multiplier; ties go to whoever reached it first.",
          "Prizes: 1st 250 EUR, 2nd 100 EUR, 3rd to 5th 25 EUR, paid by Reef Studios when the week ends. Other currencies at Reef's rates.",
          "Each drop is decided by HMAC-SHA256 of the promotion's seed and the bet's id; the seed is published when the promotion ends.",
        ]),
      },
      es: {
        title: 'Gotas del océano Reef',
        summary:
          'Premios en efectivo al azar en cada apuesta válida y una clasificación en red por el mejor multiplicador en todos los casinos con juegos Reef.',
        terms: terms([
          'De lunes a lunes (UTC) en Pearl Diver y Coral Hi-Lo, solo con dinero real.',
          'Cada apuesta de 0,50 EUR o más puede ganar una gota de 5 EUR (1 posibilidad entre 25, máximo 40 gotas al día en la red).',
          'La clasificación ordena el mejor multiplicador de una sola ganancia; en caso de empate gana quien lo alcanzó primero.',
          'Premios: 1.º 250 EUR, 2.º 100 EUR, 3.º a 5.º 25 EUR, pagados por Reef Studios al final de la semana.',
          'Cada gota se decide con HMAC-SHA256 de la semilla de la promoción y el id de la apuesta; la semilla se publica al terminar.',
        ]),
      },
      de: {
        title: 'Reef Ozean-Drops',
        summary:
          'Zufällige Geldpreise bei jedem qualifizierenden Einsatz und eine netzwerkweite Rangliste nach dem besten Multiplikator in allen Casinos mit Reef-Spielen.',
        terms: terms([
          'Läuft von Montag bis Montag (UTC) auf Pearl Diver und Coral Hi-Lo, nur mit Echtgeld.',
          'Jeder Einsatz ab 0,50 EUR kann einen Drop von 5 EUR gewinnen (Chance 1 zu 25, höchstens 40 Drops pro Tag im Netzwerk).',
          'Die Rangliste wertet den besten Einzelgewinn-Multiplikator; bei Gleichstand gewinnt, wer ihn zuerst erreicht hat.',
          'Preise: 1. Platz 250 EUR, 2. Platz 100 EUR, 3. bis 5. Platz 25 EUR, ausgezahlt von Reef Studios am Ende der Woche.',
          'Jeder Drop wird per HMAC-SHA256 aus dem Seed der Aktion und der Einsatz-ID bestimmt; der Seed wird nach der Aktion veröffentlicht.',
        ]),
      },
      fr: {
        title: "Reef Gouttes de l'océan",
        summary:
          'Des gains en espèces aléatoires à chaque mise éligible et un classement en réseau au meilleur multiplicateur dans tous les casinos proposant les jeux Reef.',
        terms: terms([
          'Du lundi au lundi (UTC) sur Pearl Diver et Coral Hi-Lo, en argent réel uniquement.',
          'Chaque mise de 0,50 EUR ou plus peut gagner une goutte de 5 EUR (1 chance sur 25, 40 gouttes par jour au plus sur le réseau).',
          "Le classement retient le meilleur multiplicateur d'un gain ; en cas d'égalité, le premier à l'atteindre l'emporte.",
          'Prix : 1er 250 EUR, 2e 100 EUR, 3e à 5e 25 EUR, payés par Reef Studios à la fin de la semaine.',
          "Chaque goutte est décidée par HMAC-SHA256 de la graine de la promotion et de l'identifiant de la mise ; la graine est publiée à la fin.",
        ]),
      },
      pt: {
        title: 'Gotas do Oceano Reef',
        summary:
          'Prémios em dinheiro aleatórios em cada aposta elegível e uma classificação em rede pelo melhor multiplicador em todos os casinos com jogos Reef.',
        terms: terms([
          'Decorre de segunda a segunda (UTC) no Pearl Diver e no Coral Hi-Lo, apenas com dinheiro real.',
          'Cada aposta de 0,50 EUR ou mais pode ganhar uma gota de 5 EUR (1 hipótese em 25, no máximo 40 gotas por dia na rede).',
          'A classificação conta o melhor multiplicador de um só ganho; em caso de empate ganha quem o atingiu primeiro.',
          'Prémios: 1.º 250 EUR, 2.º 100 EUR, 3.º a 5.º 25 EUR, pagos pela Reef Studios no fim da semana.',
          'Cada gota é decidida por HMAC-SHA256 da semente da promoção e do id da aposta; a semente é publicada no fim.',
        ]),
      },
      no: {
        title: 'Reef Havdråper',
        summary:
          'Tilfeldige pengepremier på hvert kvalifiserende spill og en nettverksrangering etter beste multiplikator i alle kasinoer med Reef-spill.',
        terms: terms([
          'Går fra mandag til mandag (UTC) på Pearl Diver og Coral Hi-Lo, kun med ekte penger.',
          'Hvert spill på 0,50 EUR eller mer kan vinne en dråpe på 5 EUR (1 sjanse av 25, høyst 40 dråper om dagen i nettverket).',
          'Rangeringen teller spillerens beste enkeltmultiplikator; ved likt resultat vinner den som nådde det først.',
          'Premier: 1. plass 250 EUR, 2. plass 100 EUR, 3. til 5. plass 25 EUR, betalt av Reef Studios når uken er slutt.',
          'Hver dråpe avgjøres med HMAC-SHA256 av kampanjens frø og spillets id; frøet publiseres når kampanjen er over.',
        ]),
      },
    },
  };
}

/** The promotion engine: feed it bets and round results, call `tick` every few seconds to publish and settle. */
export function createPromotionEngine(options: {
  config: PromotionConfig;
  wallet: PromotionClient;
  publisher: PromotionClient;
  now?: () => Date;
  log?: (message: string) => void;
}) {
  const { config, wallet, publisher } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => undefined);
  const entries = new Map<string, Entry>(
    config.otherCasinos.map((o, i) => [
      `other-${i}`,
      {
        key: `other-${i}`,
        player: mask(o.player),
        casino: o.casino,
        playerId: null,
        currency: null,
        multiplierX100: o.multiplierX100,
        reachedAt: o.reachedAt,
      },
    ]),
  );
  const dropsByDay = new Map<string, number>();
  let version = 1;
  let publishedVersion = 0;
  let isPublished = false;
  let isSettled = false;
  let isFinalPublished = false;
  let isTicking = false;
  let unreachableTicks = 0;

  const rateOf = (currency: string) => config.rates[currency];
  const isLive = (at: Date) => at >= config.startsAt && at < config.endsAt;

  function ranked(): Entry[] {
    return [...entries.values()]
      .filter((e) => e.multiplierX100 > 0)
      .sort(
        (a, b) =>
          b.multiplierX100 - a.multiplierX100 ||
          a.reachedAt.getTime() - b.reachedAt.getTime() ||
          a.key.localeCompare(b.key),
      );
  }

  function prizeOf(rank: number) {
    return config.prizes.find((p) => rank >= p.fromRank && rank <= p.toRank);
  }

  function standings() {
    return ranked()
      .slice(0, 50)
      .map((e, i) => {
        const prize = prizeOf(i + 1);
        return {
          rank: i + 1,
          player: e.player,
          casino: e.casino,
          score: `x${(e.multiplierX100 / 100).toFixed(2)}`,
          ...(prize ? { prize: `${toText(prize.eurMinor)} EUR` } : {}),
        };
      });
  }

  function publication() {
    const currencies = Object.keys(config.rates);
    const poolEurMinor =
      config.prizes.reduce((sum, p) => sum + p.eurMinor * BigInt(p.toRank - p.fromRank + 1), 0n) +
      config.dropEurMinor *
        BigInt(config.dropsPerDay) *
        BigInt(Math.ceil((config.endsAt.getTime() - config.startsAt.getTime()) / 86_400_000));
    return {
      promotionId: config.id,
      url: config.url,
      startsAt: config.startsAt.toISOString(),
      endsAt: config.endsAt.toISOString(),
      games: config.games,
      // The pool this casino may be paid from: every prize and every drop of the promotion, in each currency Reef pays.
      prizePool: currencies.map((currency) => ({
        currency,
        amount: toText(poolEurMinor * BigInt(rateOf(currency) ?? 1)),
      })),
      minBet: { currency: 'EUR', amount: toText(config.minBetEurMinor) },
      prizes: config.prizes.map((p) => ({
        fromRank: p.fromRank,
        toRank: p.toRank,
        currency: 'EUR',
        amount: toText(p.eurMinor),
      })),
      drops: {
        currency: 'EUR',
        amount: toText(config.dropEurMinor),
        chance: `1/${Math.round(1 / config.dropChance)}`,
        perDay: config.dropsPerDay,
      },
      translations: config.translations,
      standings: standings(),
    };
  }

  return {
    config,
    standings,

    /**
     * A real-money bet the casino's wallet accepted. On a qualifying bet the seed decides a drop,
     * paid with a transaction id derived from the bet's, so the same bet never pays twice.
     */
    async onBet(bet: {
      transactionId: string;
      playerId: string;
      currency: string;
      game: string;
      betMinor: bigint;
    }): Promise<{ isDrop: boolean; amount?: string }> {
      const at = now();
      const rate = rateOf(bet.currency);
      if (
        !isLive(at) ||
        rate === undefined ||
        !config.games.includes(bet.game) ||
        bet.betMinor < config.minBetEurMinor * BigInt(rate)
      )
        return { isDrop: false };
      if (!isDrop(config.seed, bet.transactionId, config.dropChance)) return { isDrop: false };
      const day = dayOf(at);
      const dropped = dropsByDay.get(day) ?? 0;
      if (dropped >= config.dropsPerDay) return { isDrop: false };
      dropsByDay.set(day, dropped + 1);
      const amount = toText(config.dropEurMinor * BigInt(rate));
      const answer = await wallet.promoWin({
        transactionId: `drop-${config.id}-${bet.transactionId}`,
        promotionId: config.id,
        playerId: bet.playerId,
        currency: bet.currency,
        amount,
        prizeKind: 'drop',
      });
      if (!answer.ok) {
        dropsByDay.set(day, dropped);
        log(`drop for bet ${bet.transactionId} refused: ${answer.code}`);
        return { isDrop: false };
      }
      return { isDrop: true, amount };
    },

    /** A settled round: its multiplier counts on the leaderboard when it beats the player's best. */
    onRound(round: {
      playerId: string;
      nickname: string;
      currency: string;
      game: string;
      betMinor: bigint;
      winMinor: bigint;
    }) {
      const at = now();
      const rate = rateOf(round.currency);
      if (
        !isLive(at) ||
        rate === undefined ||
        !config.games.includes(round.game) ||
        round.betMinor < config.minBetEurMinor * BigInt(rate) ||
        round.betMinor <= 0n
      )
        return;
      const multiplierX100 = Number((round.winMinor * 100n) / round.betMinor);
      const key = `player-${round.playerId}`;
      const entry = entries.get(key);
      if (entry && entry.multiplierX100 >= multiplierX100) return;
      entries.set(key, {
        key,
        player: mask(round.nickname),
        casino: config.casinoName,
        playerId: round.playerId,
        currency: round.currency,
        multiplierX100,
        reachedAt: at,
      });
      version += 1;
    },

    /**
     * Publishes the promotion (until the casino has it), then the standings whenever they
     * changed, and once the promotion is over pays this casino's winners their tournament prizes.
     */
    async tick(): Promise<void> {
      if (isTicking) return;
      isTicking = true;
      try {
        if (!isPublished) {
          const answer = await publisher.send('publish', publication());
          if (!answer.ok) {
            // Started beside the casino, Reef often ticks before the casino listens: an unreachable
            // casino is retried quietly for a few ticks, and said once it stays away; a refusal is
            // worth a line at once.
            unreachableTicks = answer.code === 'network_error' ? unreachableTicks + 1 : 0;
            if (
              answer.code !== 'network_error' ||
              unreachableTicks === UNREACHABLE_TICKS_BEFORE_LOG
            )
              log(`publishing the promotion failed: ${answer.code}`);
            return;
          }
          isPublished = true;
          publishedVersion = version;
        } else if (publishedVersion !== version) {
          const current = version;
          const answer = await publisher.send('standings', {
            promotionId: config.id,
            standings: standings(),
          });
          if (answer.ok) publishedVersion = current;
        }
        if (now() >= config.endsAt) {
          // The final board once more after the end, which also tells the casino the promotion is over.
          if (!isFinalPublished)
            isFinalPublished = (
              await publisher.send('standings', { promotionId: config.id, standings: standings() })
            ).ok;
          if (!isSettled) isSettled = await settle();
        }
      } finally {
        isTicking = false;
      }
    },
  };

  /** Pays each of this casino's ranked players their prize, keyed by promotion and rank: a retry or restart repays nothing. */
  async function settle(): Promise<boolean> {
    let isDone = true;
    const board = ranked();
    for (const [index, entry] of board.entries()) {
      const rank = index + 1;
      const prize = prizeOf(rank);
      if (!prize || entry.playerId === null || entry.currency === null) continue;
      const rate = rateOf(entry.currency) ?? 1;
      const answer = await wallet.promoWin({
        transactionId: `tournament-${config.id}-rank-${rank}`,
        promotionId: config.id,
        playerId: entry.playerId,
        currency: entry.currency,
        amount: toText(prize.eurMinor * BigInt(rate)),
        prizeKind: 'tournament',
        rank,
      });
      if (!answer.ok) {
        log(`tournament prize for rank ${rank} refused: ${answer.code}`);
        if (answer.isRetryable) isDone = false;
      }
    }
    return isDone;
  }
}
