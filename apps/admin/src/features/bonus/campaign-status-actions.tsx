import type { Campaign, CampaignStatus } from '@orca/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { messageOf } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { setCampaignStatus } from './api';
import { nextStatuses, titleOf, type Outcome } from './campaign-view';
import { bonusStrings } from './strings';

const s = bonusStrings.campaigns;

/** Activate, pause or end; ending is asked twice, since an ended campaign cannot be offered again. */
export function StatusActions({
  campaign,
  onEdit,
  onOutcome,
}: {
  campaign: Campaign;
  onEdit: (campaign: Campaign) => void;
  onOutcome: (outcome: Outcome) => void;
}) {
  const queryClient = useQueryClient();
  const [isConfirmingEnd, setIsConfirmingEnd] = useState(false);
  const change = useMutation({
    mutationFn: (status: CampaignStatus) => setCampaignStatus(campaign.id, status),
    onSuccess: async (updated) => {
      onOutcome({
        tone: 'success',
        text: s.statusChanged(
          titleOf(updated),
          bonusStrings.campaignStatuses[updated.status] ?? updated.status,
        ),
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.bonusCampaigns });
    },
    onError: (error) => onOutcome({ tone: 'error', text: messageOf(error) }),
    onSettled: () => setIsConfirmingEnd(false),
  });
  const title = titleOf(campaign);
  if (isConfirmingEnd) {
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-amber-400/40 bg-amber-400/10 p-2 md:max-w-64">
        <p className="text-xs text-amber-100">{s.confirmEnd(title)}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="danger"
            className="px-3 py-1"
            disabled={change.isPending}
            onClick={() => change.mutate('ended')}
          >
            {s.actionNamed(s.end, title)}
          </Button>
          <Button
            variant="ghost"
            className="px-3 py-1"
            disabled={change.isPending}
            onClick={() => setIsConfirmingEnd(false)}
          >
            {strings.common.cancel}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-1.5">
      {nextStatuses(campaign.status).map((next) => (
        <Button
          key={next.status}
          variant={next.status === 'active' ? 'primary' : 'secondary'}
          className="px-3 py-1"
          disabled={change.isPending}
          aria-label={s.actionNamed(next.label, title)}
          onClick={() =>
            next.status === 'ended' ? setIsConfirmingEnd(true) : change.mutate(next.status)
          }
        >
          {next.label}
        </Button>
      ))}
      {campaign.status === 'ended' ? null : (
        <Button
          variant="ghost"
          className="px-3 py-1"
          aria-label={s.actionNamed(s.edit, title)}
          onClick={() => onEdit(campaign)}
        >
          {s.edit}
        </Button>
      )}
    </div>
  );
}
