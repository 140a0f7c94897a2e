import { fromMinor, toMinor } from '../../lib/money';

/** Chip denominations in major units: the rack shows those between the table's limits. */
const CHIP_LADDER = [
  '0.10',
  '0.20',
  '0.50',
  '1',
  '2',
  '5',
  '10',
  '25',
  '50',
  '100',
  '250',
  '500',
  '1000',
  '2500',
  '5000',
  '10000',
  '25000',
  '50000',
  '100000',
];
export const CHIPS_SHOWN = 6;

/** The rack for a table: the minimum bet first (so the smallest bet is one chip), then the ladder up to the maximum. */
export function chipValues(minBet: string, maxBet: string, count = CHIPS_SHOWN): string[] {
  const min = toMinor(minBet) ?? 0n;
  const max = toMinor(maxBet) ?? 0n;
  if (min <= 0n || max < min) return [];
  const values = [min];
  for (const chip of CHIP_LADDER) {
    const minor = toMinor(chip) ?? 0n;
    if (minor > min && minor <= max) values.push(minor);
  }
  return values.slice(0, count).map(fromMinor);
}

/** One chip put on a spot before the bets are sent: `key` names the spot, so chips on one spot add up. */
export interface SlipChip<Bet> {
  key: string;
  bet: Bet;
  amountMinor: bigint;
}

/** The chips per spot, summed, in the order the spots were first bet. */
export function totalsBySpot<Bet>(chips: readonly SlipChip<Bet>[]): SlipChip<Bet>[] {
  const spots = new Map<string, SlipChip<Bet>>();
  for (const chip of chips) {
    const spot = spots.get(chip.key);
    spots.set(
      chip.key,
      spot ? { ...spot, amountMinor: spot.amountMinor + chip.amountMinor } : { ...chip },
    );
  }
  return [...spots.values()];
}

export const sumChips = <Bet>(chips: readonly SlipChip<Bet>[]): bigint =>
  chips.reduce((sum, chip) => sum + chip.amountMinor, 0n);

/** The stake on each spot: confirmed bets and chips not sent yet together, by spot key. */
export function stakeBySpot<Bet>(
  ...lists: readonly (readonly SlipChip<Bet>[])[]
): Map<string, bigint> {
  const stakes = new Map<string, bigint>();
  for (const chip of lists.flat())
    stakes.set(chip.key, (stakes.get(chip.key) ?? 0n) + chip.amountMinor);
  return stakes;
}

/** A short chip label: 0.5, 25, 1K, 2.5K. */
export function chipLabel(amount: string, language: string): string {
  const value = Number(amount);
  if (value >= 1000)
    return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value / 1000)}K`;
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** A bet of `amount` (major units) on the spot `key`, as a chip: how a seat's placed bets show on the felt. */
export const chipOf = <Bet>(key: string, bet: Bet, amount: string): SlipChip<Bet> => ({
  key,
  bet,
  amountMinor: toMinor(amount) ?? 0n,
});

/** The bets to send for the chips on the felt: one per spot, its chips summed, in major units. */
export const spotBets = <Bet>(chips: readonly SlipChip<Bet>[]): { bet: Bet; amount: string }[] =>
  totalsBySpot(chips).map((chip) => ({ bet: chip.bet, amount: fromMinor(chip.amountMinor) }));
