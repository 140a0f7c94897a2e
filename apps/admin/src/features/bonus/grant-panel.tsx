import type { Campaign } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Notice, SelectField, TextArea, TextField } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { fieldErrorOf, messageOf } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { campaignsQuery, grantBonus } from './api';
import { bonusStrings } from './strings';

const s = bonusStrings.grant;
const titleOf = (campaign: Campaign) => campaign.texts.en?.title ?? campaign.url;

/** The grant: a campaign (with the amount for a manual one) and a reason, confirmed before it is made. */
export function GrantPanel({ playerId, username }: { playerId: string; username: string }) {
  const queryClient = useQueryClient();
  // Read afresh when the panel opens: a colleague may have started a campaign since the list was cached.
  const campaigns = useQuery({ ...campaignsQuery(), refetchOnMount: 'always' });
  const [campaignId, setCampaignId] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  // Ended campaigns are history; the API says why it refuses any other (a draft, a cap reached).
  const offered = useMemo(
    () => (campaigns.data?.campaigns ?? []).filter((campaign) => campaign.status !== 'ended'),
    [campaigns.data],
  );
  const chosen = offered.find((campaign) => campaign.id === campaignId) ?? null;
  const isManual = chosen?.kind === 'manual';
  const grant = useMutation({
    mutationFn: () =>
      grantBonus(playerId, {
        campaignId,
        reason: reason.trim(),
        ...(isManual ? { amount: amount.trim() } : {}),
      }),
    onSuccess: async () => {
      setAmount('');
      setReason('');
      await queryClient.invalidateQueries({ queryKey: queryKeys.playerBonuses(playerId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.bonusCampaigns });
      await queryClient.invalidateQueries({ queryKey: queryKeys.bonusGrantApprovals });
    },
    onSettled: () => setIsConfirming(false),
  });
  const handleReview = (event: FormEvent) => {
    event.preventDefault();
    grant.reset();
    setIsConfirming(true);
  };
  const fieldNamed =
    fieldErrorOf(grant.error, 'campaignId') ??
    fieldErrorOf(grant.error, 'amount') ??
    fieldErrorOf(grant.error, 'reason');
  return (
    <Panel title={s.grantTitle}>
      <form className="flex flex-col gap-3" onSubmit={handleReview}>
        <SelectField
          label={s.campaign}
          value={campaignId}
          disabled={isConfirming}
          error={fieldErrorOf(grant.error, 'campaignId')}
          onChange={(event) => setCampaignId(event.target.value)}
          options={[
            { value: '', label: campaigns.isPending ? strings.common.loading : s.pickCampaign },
            ...offered.map((campaign) => ({
              value: campaign.id,
              label: s.campaignOption(
                titleOf(campaign),
                bonusStrings.kinds[campaign.kind] ?? campaign.kind,
                bonusStrings.campaignStatuses[campaign.status] ?? campaign.status,
              ),
            })),
          ]}
        />
        {isManual ? (
          <TextField
            label={s.amount}
            inputMode="decimal"
            placeholder="25.00"
            maxLength={12}
            value={amount}
            disabled={isConfirming}
            error={fieldErrorOf(grant.error, 'amount')}
            hint={s.amountHint}
            onChange={(event) => setAmount(event.target.value)}
          />
        ) : null}
        <TextArea
          label={s.reason}
          maxLength={500}
          value={reason}
          disabled={isConfirming}
          error={fieldErrorOf(grant.error, 'reason')}
          onChange={(event) => setReason(event.target.value)}
        />
        <p className="-mt-2 text-xs text-slate-400">{s.reasonHint}</p>
        {campaigns.isError ? <Notice tone="error">{campaigns.error.message}</Notice> : null}
        {grant.isError && !fieldNamed ? (
          <Notice tone="error">{messageOf(grant.error)}</Notice>
        ) : null}
        {grant.data?.bonus ? (
          <Notice tone="success">
            {s.granted(
              grant.data.bonus.title,
              bonusStrings.bonusStatuses[grant.data.bonus.status] ?? grant.data.bonus.status,
            )}
          </Notice>
        ) : null}
        {grant.data?.approval ? (
          <Notice tone="info">
            {s.held(grant.data.approval.title ?? '', grant.data.approval.valueEur)}
          </Notice>
        ) : null}
        {isConfirming && chosen ? (
          <div className="flex flex-col gap-3 rounded-lg border border-amber-400/40 bg-amber-400/10 p-3">
            <p className="text-sm text-amber-100">
              {s.confirm(titleOf(chosen), username, isManual ? amount.trim() : null)}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button disabled={grant.isPending} onClick={() => grant.mutate()}>
                {s.apply}
              </Button>
              <Button
                variant="ghost"
                disabled={grant.isPending}
                onClick={() => setIsConfirming(false)}
              >
                {strings.common.cancel}
              </Button>
            </div>
          </div>
        ) : (
          <Button
            type="submit"
            disabled={chosen === null || reason.trim() === '' || (isManual && amount.trim() === '')}
          >
            {s.review}
          </Button>
        )}
      </form>
    </Panel>
  );
}
