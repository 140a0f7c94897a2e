/** The Treasury's words, loaded with its page (the back office is English only; see src/strings.ts). */
export const treasuryStrings = {
  title: 'Treasury',
  subtitle:
    'The hot wallets, what is on its way in and out on the chains, and each deposit address against the books.',
  hotWallets: 'Hot wallets',
  noSigner: 'No signer is configured: chain withdrawals are not paid from a hot wallet here.',
  signerDown: (reason: string) => `The signer did not answer: ${reason}`,
  asset: 'Asset',
  balance: 'Balance',
  minimum: 'Top-up below',
  topUpAddress: 'Top-up address',
  topUp: (asset: string, minimum: string) =>
    `Top up the ${asset} hot wallet from cold storage: it holds less than ${minimum} ${asset}.`,
  healthy: 'Above its minimum',
  deposits: 'Deposits waiting for confirmations',
  noDeposits: 'No deposit is waiting for confirmations.',
  payouts: 'Payouts on their way',
  noPayouts: 'No payout is on its way.',
  notSentYet: 'Not sent yet',
  player: 'Player',
  amount: 'Amount',
  address: 'Address',
  transaction: 'Transaction',
  confirmations: 'Confirmations',
  since: 'Since',
  of: (n: number, required: number) => `${n} of ${required}`,
  reconciliation: 'Reconciliation',
  reconciled: (addresses: number, at: string) =>
    `${addresses} deposit address${addresses === 1 ? '' : 'es'} compared with their chains at ${at}.`,
  noDifferences: 'Every address holds what the books say: deposits in, less what sweeps took out.',
  sweeping: (n: number) =>
    `${n} address${n === 1 ? '' : 'es'} left out while ${n === 1 ? 'its' : 'their'} sweep is on its way.`,
  differences: (n: number) =>
    `${n} difference${n === 1 ? '' : 's'}: the chain and the books disagree.`,
  onChain: 'On the chain',
  booked: 'In the books',
  unreachable: (chains: string) => `Not compared (the node did not answer): ${chains}.`,
  sweeps: 'Sweeps',
  sweepsHint:
    'A sweep moves a deposit address’s coins into the hot wallet, signed by the signer with that address’s own key. One asset per address at a time: tokens first, their gas topped up from the hot wallet when the address has none.',
  noSweeps: 'No signer is configured: deposit addresses are not swept from here.',
  sweepNow: 'Sweep deposit addresses',
  sweepsStarted: (n: number) =>
    n === 0
      ? 'Nothing to sweep: no address holds enough to be worth it, or its sweep is on its way.'
      : `${n} sweep${n === 1 ? '' : 's'} started.`,
  sweepUnreachable: (chains: string) => `Not swept (the node did not answer): ${chains}.`,
  status: 'Status',
  sweepStatus: {
    requested: 'Asking the signer',
    topping_up: 'Gas on its way',
    pending: 'Sent',
    swept: 'Swept',
    empty: 'Nothing worth its fee',
    failed: 'Failed',
  } as Record<string, string>,
  sweepFee: (fee: string, asset: string) => `Network fee ${fee} ${asset}`,
  sweepTopUp: (topUp: string) => `Gas top-up ${topUp} ETH`,
  rates: 'Rates',
  ratesHint:
    'EUR per whole unit. A deposit is credited, and a payout quoted, at the rate of that moment.',
  ratesTickerFirst: 'The exchange’s price is asked first; these rates stand in when it has none.',
  rateLabel: (asset: string) => `${asset} in EUR`,
  rateSource: {
    back_office: 'Set here',
    configuration: 'From the configuration (CRYPTO_RATES_EUR)',
    none: 'No rate: deposits of it wait',
  } as Record<string, string>,
  rateUpdated: (at: string) => `Set here ${at}`,
  save: 'Save',
  rateSaved: (asset: string, eur: string) => `${asset} is now ${eur} EUR.`,
} as const;
