import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Notice, TextArea, TextField } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { fieldErrorOf, messageOf } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { adjustCp } from './api';
import { parseWholeCp } from './cp-amount';
import { rewardsStrings } from './strings';

const s = rewardsStrings.cp;

/** The adjustment: whole CP up or down with a reason, confirmed before it is applied. */
export function AdjustPanel({ playerId, username }: { playerId: string; username: string }) {
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const cp = parseWholeCp(amount);
  const mutation = useMutation({
    mutationFn: (input: { cp: number; reason: string }) => adjustCp(playerId, input),
    onSuccess: async ({ approval, ...history }) => {
      setAmount('');
      setReason('');
      if (approval) await queryClient.invalidateQueries({ queryKey: queryKeys.cpApprovals });
      else queryClient.setQueryData(queryKeys.playerCp(playerId), history);
      // The level may have crossed into the VIP club: the members' list is read again.
      await queryClient.invalidateQueries({ queryKey: queryKeys.vipMembers });
    },
    onSettled: () => setIsConfirming(false),
  });
  const handleReview = (event: FormEvent) => {
    event.preventDefault();
    mutation.reset();
    setIsConfirming(true);
  };
  const shown = cp === null ? '' : Math.abs(cp).toLocaleString('en-GB');
  const amountError =
    amount.trim() !== '' && cp === null ? s.wholeNumber : fieldErrorOf(mutation.error, 'cp');
  const fieldNamed = mutation.error
    ? (fieldErrorOf(mutation.error, 'cp') ?? fieldErrorOf(mutation.error, 'reason'))
    : null;
  return (
    <Panel title={s.adjustTitle}>
      <form className="flex flex-col gap-3" onSubmit={handleReview}>
        <TextField
          label={s.amount}
          inputMode="numeric"
          placeholder="2000"
          maxLength={10}
          value={amount}
          disabled={isConfirming}
          error={amountError}
          hint={s.amountHint}
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextArea
          label={s.reason}
          maxLength={500}
          value={reason}
          disabled={isConfirming}
          error={fieldErrorOf(mutation.error, 'reason')}
          onChange={(event) => setReason(event.target.value)}
        />
        <p className="-mt-2 text-xs text-slate-400">{s.reasonHint}</p>
        {mutation.isError && !fieldNamed ? (
          <Notice tone="error">{messageOf(mutation.error)}</Notice>
        ) : null}
        {mutation.data && !mutation.data.approval ? (
          <Notice tone="success">{s.applied(mutation.data.totalCP, mutation.data.level)}</Notice>
        ) : null}
        {mutation.data?.approval ? (
          <Notice tone="info">
            {s.held(mutation.data.approval.cp ?? 0, mutation.data.approval.valueEur)}
          </Notice>
        ) : null}
        {isConfirming && cp !== null ? (
          <div className="flex flex-col gap-3 rounded-lg border border-amber-400/40 bg-amber-400/10 p-3">
            <p className="text-sm text-amber-100">
              {cp > 0 ? s.confirm(shown, username) : s.confirmTake(shown, username)}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                disabled={mutation.isPending}
                onClick={() => mutation.mutate({ cp, reason: reason.trim() })}
              >
                {s.apply}
              </Button>
              <Button
                variant="ghost"
                disabled={mutation.isPending}
                onClick={() => setIsConfirming(false)}
              >
                {strings.common.cancel}
              </Button>
            </div>
          </div>
        ) : (
          <Button type="submit" disabled={cp === null || reason.trim() === ''}>
            {s.review}
          </Button>
        )}
      </form>
    </Panel>
  );
}
