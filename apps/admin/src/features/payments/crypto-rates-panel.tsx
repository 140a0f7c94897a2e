import type { CryptoRate } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Notice, TextField } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { fieldErrorOf, messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { cryptoRatesQuery, setCryptoRate } from './treasury-api';
import { treasuryStrings } from './treasury-strings';

const words = treasuryStrings;

/** One asset's rate: what is in use, where it comes from, and a field to set it. */
function RateForm({ rate }: { rate: CryptoRate }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(rate.eurPerUnit ?? '');
  const [saved, setSaved] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => setCryptoRate(rate.asset, value.trim()),
    onSuccess: async (rates) => {
      const now = rates.find((r) => r.asset === rate.asset);
      setSaved(words.rateSaved(rate.asset, now?.eurPerUnit ?? value));
      await queryClient.invalidateQueries({ queryKey: queryKeys.cryptoRates });
    },
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    save.mutate();
  };
  const error = save.isError
    ? (fieldErrorOf(save.error, 'eurPerUnit') ?? messageOf(save.error))
    : null;

  return (
    <form
      onSubmit={handleSubmit}
      className="flex flex-col gap-1"
      aria-label={words.rateLabel(rate.asset)}
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-40">
          <TextField
            label={words.rateLabel(rate.asset)}
            inputMode="decimal"
            maxLength={12}
            value={value}
            error={error}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {words.save}
        </Button>
        {saved ? (
          <p role="status" className="pb-2 text-sm text-accent-400">
            {saved}
          </p>
        ) : null}
      </div>
      <p className="text-xs text-slate-400">
        {rate.source === 'back_office' && rate.updatedAt
          ? words.rateUpdated(formatDateTime(rate.updatedAt))
          : words.rateSource[rate.source]}
      </p>
    </form>
  );
}

/** The operator's crypto rates, in the Treasury. */
export function CryptoRatesPanel() {
  const rates = useQuery(cryptoRatesQuery());
  return (
    <Panel title={words.rates}>
      <div className="flex flex-col gap-4 text-sm">
        <p className="text-slate-400">
          {words.ratesHint}
          {rates.data?.[0]?.isTickerFirst ? ` ${words.ratesTickerFirst}` : ''}
        </p>
        {rates.isError ? <Notice tone="error">{messageOf(rates.error)}</Notice> : null}
        {rates.data?.map((rate) => (
          <RateForm key={rate.asset} rate={rate} />
        ))}
      </div>
    </Panel>
  );
}
