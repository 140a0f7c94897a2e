import type { AdminGame, AdminGameProvider, Campaign } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { CardTable } from '../../components/ui/card-table';
import { Notice } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { useCan } from '../../lib/me';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { campaignsQuery, catalogueQuery, createCampaign, updateCampaign } from './api';
import { bodyOf, draftOf, emptyDraft, type CampaignDraft } from './campaign-draft';
import { useCampaignFields } from './campaign-fields';
import { CampaignForm } from './campaign-form';
import { titleOf, type Outcome } from './campaign-view';
import { bonusStrings } from './strings';

const s = bonusStrings.campaigns;

// Stable empties, so the form's memoised lists are not rebuilt on every render before the catalogue arrives.
const NO_GAMES: AdminGame[] = [];
const NO_PROVIDERS: AdminGameProvider[] = [];

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
  const fields = useCampaignFields(edit, setOutcome);
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
