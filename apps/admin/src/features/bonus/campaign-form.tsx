import {
  BONUS_KINDS,
  type AdminGame,
  type AdminGameProvider,
  type BonusKind,
} from '@orca/contracts';
import { type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Notice, SelectField, TextField } from '../../components/ui/field';
import { messageOf } from '../../lib/api-client';
import type { JurisdictionProfileView } from './api';
import type { CampaignDraft } from './campaign-draft';
import { campaignFieldError } from './field-errors';
import { bonusStrings } from './strings';
import { GRID } from './campaign-form-parts';
import { CampaignKindTerms } from './campaign-kind-terms';
import { CampaignTextsGroup } from './campaign-texts-group';
import { CampaignWageringGroup } from './campaign-wagering-group';
import { CampaignWindowsGroup } from './campaign-windows-group';

const s = bonusStrings.form;

/**
 * One campaign's terms. The jurisdiction profile's caps sit beside the fields they bound; the
 * API's refusals appear under the field they name (paths such as `contributions.slots`).
 */
export function CampaignForm({
  draft,
  onChange,
  profile,
  games,
  providers,
  error,
  isPending,
  isEditing,
  onSubmit,
  onCancel,
}: {
  draft: CampaignDraft;
  onChange: (draft: CampaignDraft) => void;
  profile: JurisdictionProfileView;
  games: readonly AdminGame[];
  providers: readonly AdminGameProvider[];
  error: Error | null;
  isPending: boolean;
  isEditing: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const set = <K extends keyof CampaignDraft>(key: K, value: CampaignDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const fe = (field: string) => campaignFieldError(error, field);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
      <div className={GRID}>
        <SelectField
          label={s.kind}
          value={draft.kind}
          disabled={isEditing}
          error={fe('kind')}
          onChange={(event) => set('kind', event.target.value as BonusKind)}
          options={BONUS_KINDS.map((kind) => ({
            value: kind,
            label: bonusStrings.kinds[kind] ?? kind,
          }))}
        />
        <TextField
          label={s.url}
          value={draft.url}
          maxLength={80}
          placeholder="welcome-100"
          error={fe('url')}
          hint={s.urlHint}
          onChange={(event) => set('url', event.target.value)}
        />
      </div>

      <CampaignTextsGroup draft={draft} onChange={onChange} fieldError={fe} />

      <CampaignKindTerms
        draft={draft}
        set={set}
        fieldError={fe}
        games={games}
        providers={providers}
      />

      {draft.kind === 'manual' ? <p className="text-xs text-slate-400">{s.manualHint}</p> : null}
      <div className={GRID}>
        <TextField
          label={s.promoCode}
          value={draft.promoCode}
          maxLength={32}
          placeholder="WELCOME"
          error={fe('promoCode')}
          hint={s.promoCodeHint}
          onChange={(event) => set('promoCode', event.target.value.toUpperCase())}
        />
        <TextField
          label={s.promoCodeMaxUses}
          inputMode="numeric"
          value={draft.promoCodeMaxUses}
          disabled={draft.promoCode.trim() === ''}
          error={fe('promoCodeMaxUses')}
          hint={s.promoCodeMaxUsesHint}
          onChange={(event) => set('promoCodeMaxUses', event.target.value)}
        />
        {draft.kind === 'manual' && draft.promoCode.trim() !== '' ? (
          <TextField
            label={s.codeAmount}
            inputMode="decimal"
            value={draft.maxBonusEur}
            error={fe('maxBonusEur')}
            hint={s.codeAmountHint}
            onChange={(event) => set('maxBonusEur', event.target.value)}
          />
        ) : null}
      </div>
      <CampaignWageringGroup
        draft={draft}
        set={set}
        fieldError={fe}
        games={games}
        profile={profile}
      />

      <CampaignWindowsGroup draft={draft} set={set} fieldError={fe} profile={profile} />

      {error ? <Notice tone="error">{`${s.notSaved} ${messageOf(error)}`}</Notice> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isPending}>
          {isEditing ? s.save : s.create}
        </Button>
        {isEditing ? (
          <Button variant="ghost" disabled={isPending} onClick={onCancel}>
            {s.cancelEdit}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
