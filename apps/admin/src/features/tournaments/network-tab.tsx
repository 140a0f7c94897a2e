import type { NetworkPromotionWins } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { CardTable, type Field } from '../../components/ui/card-table';
import { Notice } from '../../components/ui/field';
import { formatDateTime, formatMoney } from '../../lib/format';
import { strings } from '../../strings';
import { networkPromotionWinsQuery } from './api';
import { tournamentsStrings } from './strings';

const s = tournamentsStrings.network;

type Promotion = NetworkPromotionWins['promotions'][number];
type Total = Promotion['totals'][number];

const fields: Field<Total>[] = [
  { id: 'currency', header: s.currency, render: (row) => row.currency },
  { id: 'wins', header: s.wins, render: (row) => <span className="tabular-nums">{row.wins}</span> },
  {
    id: 'drops',
    header: s.drops,
    render: (row) => <span className="tabular-nums">{row.drops}</span>,
  },
  {
    id: 'tournament',
    header: s.tournament,
    render: (row) => <span className="tabular-nums">{row.wins - row.drops}</span>,
  },
  {
    id: 'amount',
    header: s.amount,
    render: (row) => (
      <span className="whitespace-nowrap font-semibold tabular-nums text-white">
        {formatMoney(row.amount, row.currency)}
      </span>
    ),
  },
  {
    id: 'pool',
    header: s.pool,
    render: (row) => (
      <span className="whitespace-nowrap tabular-nums">
        {row.prizePool === null ? '—' : formatMoney(row.prizePool, row.currency)}
      </span>
    ),
  },
];

/** Per network promotion, the prizes its provider paid through the wallet's promoWin, per currency: the operator's invoice to the provider. */
export function NetworkPromotionsTab() {
  const wins = useQuery(networkPromotionWinsQuery());
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-sm text-slate-400">{s.intro}</p>
      {wins.isError ? <Notice tone="error">{wins.error.message}</Notice> : null}
      {wins.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
      {wins.data && wins.data.promotions.length === 0 ? (
        <Notice tone="info">{s.none}</Notice>
      ) : null}
      {wins.data?.promotions.map((promotion) => (
        <section
          key={`${promotion.providerId}\u0000${promotion.promotionId}`}
          className="flex flex-col gap-2"
          aria-label={s.totals(promotion.title)}
        >
          <h2 className="text-base font-semibold text-white">{promotion.title}</h2>
          <p className="text-sm text-slate-400">
            {s.provider}: <span className="text-slate-200">{promotion.providerId}</span> ·{' '}
            {promotion.promotionId} ·{' '}
            {promotion.startsAt && promotion.endsAt
              ? s.window(formatDateTime(promotion.startsAt), formatDateTime(promotion.endsAt))
              : s.notPublished}
          </p>
          <CardTable
            label={s.totals(promotion.title)}
            rows={promotion.totals}
            fields={fields}
            rowId={(row) => row.currency}
          />
        </section>
      ))}
    </div>
  );
}
