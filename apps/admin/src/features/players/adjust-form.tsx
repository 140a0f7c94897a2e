import { isCurrency, type Currency, type PlayerOverview } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Notice, TextArea, TextField } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { messageOf } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { adjustmentPolicyQuery, requestAdjustment } from './api';
import { magnitudeMinor } from './adjustment-amount';
import { playersStrings } from './strings';

const a = playersStrings.adjust;

/** A balance adjustment in one of the player's currencies, told beforehand when it needs a second operator. */
export function AdjustForm({ player }: { player: PlayerOverview }) {
  const queryClient = useQueryClient();
  const policy = useQuery(adjustmentPolicyQuery());
  const currencies = [
    ...new Set([player.currency, ...player.balances.map((balance) => balance.currency)]),
  ].filter(isCurrency);
  const [currency, setCurrency] = useState<Currency>(currencies[0] ?? 'EUR');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const limit = policy.data?.fourEyesByCurrency[currency];
  const magnitude = magnitudeMinor(amount.trim());
  const limitMinor = limit ? magnitudeMinor(limit) : null;
  const needsApproval = magnitude !== null && limitMinor !== null && magnitude > limitMinor;
  const mutation = useMutation({
    mutationFn: () =>
      requestAdjustment(player.id, { currency, amount: amount.trim(), reason: reason.trim() }),
    onSuccess: async () => {
      setAmount('');
      setReason('');
      await queryClient.invalidateQueries({ queryKey: queryKeys.player(player.id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.adjustmentsAll });
    },
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  return (
    <Panel title={a.title}>
      <form className="flex flex-col gap-3" onSubmit={handleSubmit}>
        <label className="flex flex-col gap-1 text-xs font-medium uppercase tracking-wide text-slate-400">
          {a.currency}
          <select
            className="rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm normal-case text-white"
            value={currency}
            onChange={(event) => isCurrency(event.target.value) && setCurrency(event.target.value)}
          >
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label={a.amount}
          inputMode="decimal"
          placeholder="-25.00"
          maxLength={13}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          hint={limit ? a.fourEyes(limit, currency) : undefined}
        />
        <TextArea
          label={a.reason}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {needsApproval ? <Notice tone="info">{a.needsApproval}</Notice> : null}
        {mutation.isError ? <Notice tone="error">{messageOf(mutation.error)}</Notice> : null}
        {mutation.isSuccess ? (
          <Notice tone="success">
            {mutation.data.status === 'pending' ? a.pending : a.applied}
          </Notice>
        ) : null}
        <Button
          type="submit"
          disabled={
            mutation.isPending || magnitude === null || magnitude === 0n || reason.trim().length < 3
          }
        >
          {a.submit}
        </Button>
      </form>
    </Panel>
  );
}
