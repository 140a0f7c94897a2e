/** The Reports section's words (the back office is English only; see src/strings.ts). */
export const reportsStrings = {
  nav: 'Reports',
  title: 'Reports',
  subtitle:
    'Gross and net gaming revenue from the ledger. Days are UTC days, both ends included, at most 366 days. NGR takes off bonus and reward costs; by game and provider those costs have a row of their own.',
  groupBy: 'Group by',
  groups: {
    day: 'Day',
    game: 'Game',
    provider: 'Provider',
    currency: 'Currency',
    affiliate: 'Affiliate',
  } as Record<string, string>,
  from: 'From (UTC)',
  to: 'To (UTC)',
  currency: 'Currency',
  allCurrencies: 'All currencies',
  show: 'Show',
  label: 'Name',
  rounds: 'Rounds',
  players: 'Players',
  bets: 'Bets',
  wins: 'Wins',
  ggr: 'GGR',
  ngr: 'NGR',
  chart: (currency: string) => `GGR and NGR per UTC day, ${currency}`,
} as const;
