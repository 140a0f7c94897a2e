import type { AdminGame, AdminGameProvider, Campaign, CampaignStatus } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { CardTable, type Field } from '../../components/ui/card-table';
import { Notice } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { messageOf } from '../../lib/api-client';
import { formatMoney } from '../../lib/format';
import { useCan } from '../../lib/me';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import {
  campaignsQuery,
  catalogueQuery,
  createCampaign,
  setCampaignStatus,
  updateCampaign,
} from './api';
import { bodyOf, draftOf, emptyDraft, type CampaignDraft } from './campaign-draft';
import { CampaignForm } from './campaign-form';
import { bonusStrings } from './strings';

const s = bonusStrings.campaigns;
type Outcome = { tone: 'success' | 'error'; text: string } | null;

// Stable empties, so the form's memoised lists are not rebuilt on every render before the catalogue arrives.
const NO_GAMES: AdminGame[] = [];
const NO_PROVIDERS: AdminGameProvider[] = [];

const STATUS_TONES: Record<string, string> = {
  draft: 'text-slate-300',
  active: 'text-accent-400',
  paused: 'text-amber-300',
  ended: 'text-slate-500',
};
const titleOf = (campaign: Campaign) => campaign.texts.en?.title ?? campaign.url;

/** Which status changes a campaign offers: an ended campaign is history and offers none. */
function nextStatuses(status: CampaignStatus): { status: CampaignStatus; label: string }[] {
  if (status === 'ended') return [];
  const first =
    status === 'active'
      ? { status: 'paused' as const, label: s.pause }
      : { status: 'active' as const, label: s.activate };
  return [first, { status: 'ended', label: s.end }];
}

/** Activate, pause or end; ending is asked twice, since an ended campaign cannot be offered again. */
function StatusActions({
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

const eur = (amount: string) => formatMoney(amount, 'EUR');

/** The share of the budget spent, for reading only (the amounts themselves stay exact strings). */
function budgetUsed(campaign: Campaign): string {
  if (campaign.budgetEur === null) return `${eur(campaign.grantedEur)} · ${s.noLimit}`;
  const budget = Number(campaign.budgetEur);
  const share = budget > 0 ? Math.round((Number(campaign.grantedEur) / budget) * 100) : 0;
  return `${share} % of ${eur(campaign.budgetEur)}`;
}

function useFields(
  onEdit: (campaign: Campaign) => void,
  onOutcome: (outcome: Outcome) => void,
): Field<Campaign>[] {
  return useMemo(
    () => [
      {
        id: 'title',
        header: s.title,
        render: (row) => (
          <span className="flex flex-col">
            <span className="font-medium text-white">{titleOf(row)}</span>
            <span className="font-mono text-xs text-slate-400">{row.url}</span>
          </span>
        ),
      },
      {
        id: 'kind',
        header: s.kind,
        render: (row) => (
          <span className="whitespace-nowrap">{bonusStrings.kinds[row.kind] ?? row.kind}</span>
        ),
      },
      {
        id: 'status',
        header: s.status,
        render: (row) => (
          <span className={`font-semibold ${STATUS_TONES[row.status] ?? ''}`}>
            {bonusStrings.campaignStatuses[row.status] ?? row.status}
          </span>
        ),
      },
      {
        id: 'code',
        header: s.code,
        render: (row) =>
          row.promoCode ? (
            <span className="flex flex-col">
              <span className="font-mono text-white">{row.promoCode}</span>
              <span className="whitespace-nowrap text-xs text-slate-400">
                {s.uses(row.promoCodeUses, row.promoCodeMaxUses)}
              </span>
            </span>
          ) : (
            '—'
          ),
      },
      {
        id: 'grants',
        header: s.grants,
        render: (row) => (
          <span className="whitespace-nowrap tabular-nums">{`${row.grantedCount} / ${row.totalGrantsLimit ?? '∞'}`}</span>
        ),
      },
      {
        id: 'budget',
        header: s.budgetUsed,
        render: (row) => <span className="whitespace-nowrap tabular-nums">{budgetUsed(row)}</span>,
      },
      {
        id: 'granted',
        header: s.granted,
        render: (row) => (
          <span className="whitespace-nowrap tabular-nums">{eur(row.grantedEur)}</span>
        ),
      },
      {
        id: 'actions',
        header: s.actions,
        render: (row) => <StatusActions campaign={row} onEdit={onEdit} onOutcome={onOutcome} />,
      },
    ],
    [onEdit, onOutcome],
  );
}

/** Every campaign with its status actions, and the form that creates one or edits the chosen one. */
export function CampaignsTab() {
  const queryClient = useQueryClient();
  const campaigns = useQuery(campaignsQuery());
  const canReadCatalogue = useCan('reports.read');
  const catalogue = useQuery({ ...catalogueQuery(), enabled: canReadCatalogue });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [editing, setEditing] = useState<Campaign | null>(null);
  const [draft, setDraft] = useState<CampaignDraft>(() => emptyDraft());
  const formRef = useRef<HTMLDivElement>(null);
  const save = useMutation({
    mutationFn: (input: { id: string | null; draft: CampaignDraft }) =>
      input.id
        ? updateCampaign(input.id, bodyOf(input.draft))
        : createCampaign(bodyOf(input.draft)),
    onSuccess: async (saved, input) => {
      const title = titleOf(saved);
      setOutcome({
        tone: 'success',
        text: input.id ? bonusStrings.form.saved(title) : bonusStrings.form.created(title),
      });
      setEditing(null);
      setDraft(emptyDraft());
      await queryClient.invalidateQueries({ queryKey: queryKeys.bonusCampaigns });
    },
  });
  const { reset } = save;
  const edit = useCallback(
    (campaign: Campaign) => {
      reset();
      setOutcome(null);
      setEditing(campaign);
      setDraft(draftOf(campaign));
      formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
    [reset],
  );
  const fields = useFields(edit, setOutcome);
  const profile = campaigns.data?.profile;
  return (
    <div className="flex flex-col gap-6">
      {profile ? (
        <Notice tone="info">
          <span className="font-medium text-white">{s.profile(profile.name)}</span>{' '}
          {s.profileCaps(
            profile.wageringMultiplierMax,
            profile.spendWindowDaysMax,
            profile.allowsMixedProducts,
          )}
        </Notice>
      ) : null}
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      {campaigns.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
      {campaigns.isError ? <Notice tone="error">{campaigns.error.message}</Notice> : null}
      {campaigns.data ? (
        <CardTable
          label={s.table}
          rows={campaigns.data.campaigns}
          fields={fields}
          rowId={(row) => row.id}
        />
      ) : null}
      {catalogue.isError ? <Notice tone="error">{catalogue.error.message}</Notice> : null}
      {profile ? (
        <div ref={formRef} className="max-w-4xl scroll-mt-4">
          <Panel
            title={
              editing ? bonusStrings.form.editTitle(titleOf(editing)) : bonusStrings.form.newTitle
            }
          >
            <CampaignForm
              key={editing?.id ?? 'new'}
              draft={draft}
              onChange={setDraft}
              profile={profile}
              games={catalogue.data?.games ?? NO_GAMES}
              providers={catalogue.data?.providers ?? NO_PROVIDERS}
              error={save.error}
              isPending={save.isPending}
              isEditing={editing !== null}
              onSubmit={() => {
                setOutcome(null);
                save.mutate({ id: editing?.id ?? null, draft });
              }}
              onCancel={() => {
                save.reset();
                setEditing(null);
                setDraft(emptyDraft());
              }}
            />
          </Panel>
        </div>
      ) : null}
    </div>
  );
}
