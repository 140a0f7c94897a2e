import { TextField } from '../../components/ui/field';
import type { JurisdictionProfileView } from './api';
import type { CampaignDraft } from './campaign-draft';
import { bonusStrings } from './strings';
import { CheckboxField, GRID, Group, type FieldError, type SetField } from './campaign-form-parts';

const s = bonusStrings.form;

/** When the bonus can be claimed and spent, and how much of it there is to give. */
export function CampaignWindowsGroup({
  draft,
  set,
  fieldError: fe,
  profile,
}: {
  draft: CampaignDraft;
  set: SetField;
  fieldError: FieldError;
  profile: JurisdictionProfileView;
}) {
  return (
    <Group title={s.windows}>
      <div className={GRID}>
        <TextField
          label={s.claimDays}
          inputMode="numeric"
          value={draft.claimDays}
          error={fe('claimDays')}
          onChange={(event) => set('claimDays', event.target.value)}
        />
        <TextField
          label={s.spendDays}
          inputMode="numeric"
          value={draft.spendDays}
          error={fe('spendDays')}
          hint={s.spendCap(profile.spendWindowDaysMax)}
          onChange={(event) => set('spendDays', event.target.value)}
        />
        <TextField
          label={s.maxConversion}
          inputMode="decimal"
          value={draft.maxConversionEur}
          error={fe('maxConversionEur')}
          hint={s.maxConversionHint}
          onChange={(event) => set('maxConversionEur', event.target.value)}
        />
        <TextField
          label={s.perPlayerLimit}
          inputMode="numeric"
          value={draft.perPlayerLimit}
          error={fe('perPlayerLimit')}
          onChange={(event) => set('perPlayerLimit', event.target.value)}
        />
        <TextField
          label={s.totalGrantsLimit}
          inputMode="numeric"
          value={draft.totalGrantsLimit}
          error={fe('totalGrantsLimit')}
          hint={s.emptyNoLimit}
          onChange={(event) => set('totalGrantsLimit', event.target.value)}
        />
        <TextField
          label={s.budget}
          inputMode="decimal"
          value={draft.budgetEur}
          error={fe('budgetEur')}
          hint={s.emptyNoLimit}
          onChange={(event) => set('budgetEur', event.target.value)}
        />
        <TextField
          label={s.startsAt}
          type="datetime-local"
          value={draft.startsAt}
          error={fe('startsAt')}
          hint={s.whenHint}
          onChange={(event) => set('startsAt', event.target.value)}
        />
        <TextField
          label={s.endsAt}
          type="datetime-local"
          value={draft.endsAt}
          error={fe('endsAt')}
          hint={s.whenHint}
          onChange={(event) => set('endsAt', event.target.value)}
        />
      </div>
      <CheckboxField
        label={s.isWelcome}
        checked={draft.isWelcome}
        error={fe('isWelcome')}
        onChange={(checked) => set('isWelcome', checked)}
      />
    </Group>
  );
}
