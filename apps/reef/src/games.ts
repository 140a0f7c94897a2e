import { randomInt } from 'node:crypto';

/** Pearl Diver: one of three shells; weights per thousand and pays in hundredths (RTP 96.0%). */
export const PEARL_TABLE: readonly { weight: number; payX100: number }[] = [
  { weight: 601, payX100: 0 },
  { weight: 300, payX100: 150 },
  { weight: 60, payX100: 300 },
  { weight: 30, payX100: 500 },
  { weight: 9, payX100: 2000 },
];
export const PEARL_RTP = PEARL_TABLE.reduce(
  (sum, row) => sum + (row.weight * row.payX100) / 100_000,
  0,
);

function drawPearl(): number {
  let roll = randomInt(1000);
  for (const row of PEARL_TABLE) {
    if (roll < row.weight) return row.payX100;
    roll -= row.weight;
  }
  return 0;
}

/** The chosen shell's pay and what the two others held (shown after the pick). */
export function openShells(picked: number): { shells: number[]; payX100: number } {
  const shells = [drawPearl(), drawPearl(), drawPearl()];
  return { shells, payX100: shells[picked] ?? 0 };
}

/** Coral Hi-Lo: cards 2..14 (ace high), a tie loses; each right guess pays the fair odds less 3%. */
export const HILO_EDGE = 0.03;
export const HILO_RANKS = 13;

export function drawCard(): number {
  return 2 + randomInt(HILO_RANKS);
}

export function hiloChance(card: number, guess: 'higher' | 'lower'): number {
  const better = guess === 'higher' ? 14 - card : card - 2;
  return better / HILO_RANKS;
}

/** The step's multiplier in hundredths of a unit, rounded down. */
export function hiloStepX100(card: number, guess: 'higher' | 'lower'): number {
  const chance = hiloChance(card, guess);
  return chance === 0 ? 0 : Math.floor(((1 - HILO_EDGE) / chance) * 100);
}
