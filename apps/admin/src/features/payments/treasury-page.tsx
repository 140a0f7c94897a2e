import type { Treasury } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../components/ui/data-table';
import { Notice } from '../../components/ui/field';
import { Page, Panel } from '../../components/ui/page';
import { PlayerName } from '../../components/ui/player-name';
import { formatDateTime } from '../../lib/format';
import { labelOf } from '../../lib/labels';
import { strings } from '../../strings';
import { treasuryQuery } from './treasury-api';
import { CryptoRatesPanel } from './crypto-rates-panel';
import { SweepsPanel } from './sweeps-panel';
import { paymentsStrings } from './strings';
import { treasuryStrings } from './treasury-strings';

const words = treasuryStrings;
type HotWallet = NonNullable<Treasury['hotWallets']>[number];
type Deposit = Treasury['unconfirmedDeposits'][number];
type Payout = Treasury['payoutsInFlight'][number];
type Difference = Treasury['reconciliation']['differences'][number];

// At least 22 characters wide: in a table scrolled sideways on a phone, an address stays two lines, not a column of them.
const mono = (text: string) => (
  <span className="block min-w-[22ch] break-all font-mono text-xs">{text}</span>
);
const method = (id: string) => (
  <span className="whitespace-nowrap">{labelOf(paymentsStrings.paymentMethods, id)}</span>
);

const wallet = createColumnHelper<HotWallet>();
const walletColumns = [
  wallet.display({
    id: 'method',
    header: words.asset,
    cell: ({ row }) => method(row.original.method),
  }),
  wallet.display({
    id: 'balance',
    header: words.balance,
    cell: ({ row }) => (
      <span className="whitespace-nowrap font-semibold text-white">
        {row.original.balance} {row.original.asset}
      </span>
    ),
  }),
  wallet.display({
    id: 'minimum',
    header: words.minimum,
    cell: ({ row }) =>
      row.original.minimum === null ? (
        '—'
      ) : (
        <span className={row.original.isBelowMinimum ? 'text-rose-300' : 'text-slate-300'}>
          {row.original.minimum} {row.original.asset}
          {row.original.isBelowMinimum ? '' : ` · ${words.healthy}`}
        </span>
      ),
  }),
  wallet.display({
    id: 'address',
    header: words.topUpAddress,
    cell: ({ row }) => mono(row.original.address),
  }),
];

const deposit = createColumnHelper<Deposit>();
const depositColumns = [
  deposit.display({
    id: 'player',
    header: words.player,
    cell: ({ row }) => (
      <PlayerName username={row.original.playerUsername} id={row.original.playerId} />
    ),
  }),
  deposit.display({
    id: 'amount',
    header: words.amount,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {row.original.amount} {row.original.asset}
      </span>
    ),
  }),
  deposit.display({
    id: 'confirmations',
    header: words.confirmations,
    cell: ({ row }) => words.of(row.original.confirmations, row.original.confirmationsRequired),
  }),
  deposit.display({
    id: 'tx',
    header: words.transaction,
    cell: ({ row }) => mono(row.original.txHash),
  }),
  deposit.display({
    id: 'since',
    header: words.since,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatDateTime(row.original.detectedAt)}</span>
    ),
  }),
];

const payout = createColumnHelper<Payout>();
const payoutColumns = [
  payout.display({
    id: 'player',
    header: words.player,
    cell: ({ row }) => (
      <PlayerName username={row.original.playerUsername} id={row.original.playerId} />
    ),
  }),
  payout.display({
    id: 'method',
    header: paymentsStrings.withdrawals.method,
    cell: ({ row }) => method(row.original.method),
  }),
  payout.display({
    id: 'amount',
    header: words.amount,
    cell: ({ row }) =>
      row.original.amount === null ? (
        '—'
      ) : (
        <span className="whitespace-nowrap">
          {row.original.amount} {row.original.asset}
        </span>
      ),
  }),
  payout.display({
    id: 'address',
    header: words.address,
    cell: ({ row }) => mono(row.original.address),
  }),
  payout.display({
    id: 'tx',
    header: words.transaction,
    cell: ({ row }) =>
      row.original.txHash === null ? (
        <span className="text-slate-400">{words.notSentYet}</span>
      ) : (
        <span className="flex flex-col gap-0.5">
          {mono(row.original.txHash)}
          {row.original.confirmations !== null && row.original.confirmationsRequired !== null ? (
            <span className="text-xs text-slate-400">
              {words.confirmations}:{' '}
              {words.of(row.original.confirmations, row.original.confirmationsRequired)}
            </span>
          ) : null}
        </span>
      ),
  }),
  payout.display({
    id: 'since',
    header: words.since,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatDateTime(row.original.requestedAt)}</span>
    ),
  }),
];

const difference = createColumnHelper<Difference>();
const differenceColumns = [
  difference.display({
    id: 'method',
    header: words.asset,
    cell: ({ row }) => method(row.original.method),
  }),
  difference.display({
    id: 'address',
    header: words.address,
    cell: ({ row }) => mono(row.original.address),
  }),
  difference.display({
    id: 'onChain',
    header: words.onChain,
    cell: ({ row }) => `${row.original.onChain} ${row.original.asset}`,
  }),
  difference.display({
    id: 'booked',
    header: words.booked,
    cell: ({ row }) => `${row.original.booked} ${row.original.asset}`,
  }),
];

/** The Treasury: hot wallets and their top-up alert, chain money in and out, and the reconciliation. */
export function TreasuryPage() {
  const treasury = useQuery(treasuryQuery());
  const data = treasury.data;
  const low = data?.hotWallets?.filter((w) => w.isBelowMinimum) ?? [];

  return (
    <Page title={words.title} subtitle={words.subtitle}>
      {treasury.isError ? <Notice tone="error">{treasury.error.message}</Notice> : null}
      {treasury.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
      {data ? (
        <>
          {low.map((w) => (
            <Notice key={w.method} tone="error">
              {words.topUp(w.asset, w.minimum ?? '')}
            </Notice>
          ))}
          <Panel title={words.hotWallets}>
            {data.hotWalletError !== null ? (
              <Notice tone="error">{words.signerDown(data.hotWalletError)}</Notice>
            ) : data.hotWallets === null ? (
              <p className="text-sm text-slate-400">{words.noSigner}</p>
            ) : (
              <DataTable
                label={words.hotWallets}
                rows={data.hotWallets}
                columns={walletColumns}
                rowId={(row) => row.method}
              />
            )}
          </Panel>
          <Panel title={words.deposits}>
            {data.unconfirmedDeposits.length === 0 ? (
              <p className="text-sm text-slate-400">{words.noDeposits}</p>
            ) : (
              <DataTable
                label={words.deposits}
                rows={data.unconfirmedDeposits}
                columns={depositColumns}
                rowId={(row) => `${row.txHash}:${row.address}:${row.method}`}
              />
            )}
          </Panel>
          <Panel title={words.payouts}>
            {data.payoutsInFlight.length === 0 ? (
              <p className="text-sm text-slate-400">{words.noPayouts}</p>
            ) : (
              <DataTable
                label={words.payouts}
                rows={data.payoutsInFlight}
                columns={payoutColumns}
                rowId={(row) => row.withdrawalId}
              />
            )}
          </Panel>
          <SweepsPanel sweeps={data.sweeps} canSweep={data.canSweep} />
          <Panel title={words.reconciliation}>
            <div className="flex flex-col gap-3 text-sm">
              <p className="text-slate-300">
                {words.reconciled(
                  data.reconciliation.addresses,
                  formatDateTime(data.reconciliation.checkedAt),
                )}
                {data.reconciliation.sweeping > 0
                  ? ` ${words.sweeping(data.reconciliation.sweeping)}`
                  : ''}
              </p>
              {data.reconciliation.unreachable.length > 0 ? (
                <Notice tone="error">
                  {words.unreachable(data.reconciliation.unreachable.join(', '))}
                </Notice>
              ) : null}
              {data.reconciliation.differences.length === 0 ? (
                <Notice tone="success">{words.noDifferences}</Notice>
              ) : (
                <>
                  <Notice tone="error">
                    {words.differences(data.reconciliation.differences.length)}
                  </Notice>
                  <DataTable
                    label={words.reconciliation}
                    rows={data.reconciliation.differences}
                    columns={differenceColumns}
                    rowId={(row) => `${row.method}:${row.address}`}
                  />
                </>
              )}
            </div>
          </Panel>
        </>
      ) : null}
      <CryptoRatesPanel />
    </Page>
  );
}
