import { CONTRIBUTION_GROUPS, type AdminGame, type ContributionGroup } from '@orca/contracts';
import { useMemo } from 'react';
import { TextField } from '../../components/ui/field';
import type { JurisdictionProfileView } from './api';
import type { CampaignDraft } from './campaign-draft';
import { bonusStrings } from './strings';
import {
  CheckboxField,
  ExcludedGames,
  GRID,
  Group,
  type FieldError,
  type SetField,
} from './campaign-form-parts';

const s = bonusStrings.form;

/** Wagering: the multiplier, the bet cap, each game group's contribution and what never counts. */
export function CampaignWageringGroup({
  draft,
  set,
  fieldError: fe,
  games,
  profile,
}: {
  draft: CampaignDraft;
  set: SetField;
  fieldError: FieldError;
  games: readonly AdminGame[];
  profile: JurisdictionProfileView;
}) {
  const setContribution = (group: ContributionGroup, value: string) =>
    set('contributions', { ...draft.contributions, [group]: value });
  const sortedGames = useMemo(
    () => [...games].sort((a, b) => a.name.localeCompare(b.name)),
    [games],
  );

  return (
    <Group title={s.wagering}>
      <div className={GRID}>
        <TextField
          label={s.wageringMultiplier}
          inputMode="numeric"
          value={draft.wageringMultiplier}
          error={fe('wageringMultiplier')}
          hint={s.wageringCap(profile.wageringMultiplierMax, profile.name)}
          onChange={(event) => set('wageringMultiplier', event.target.value)}
        />
        <TextField
          label={s.maxBet}
          inputMode="decimal"
          value={draft.maxBetEur}
          error={fe('maxBetEur')}
          onChange={(event) => set('maxBetEur', event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-400">
          {s.contributions}
        </p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {CONTRIBUTION_GROUPS.map((group) => (
            <TextField
              key={group}
              label={s.groups[group] ?? group}
              inputMode="numeric"
              value={draft.contributions[group]}
              error={fe(`contributions.${group}`)}
              onChange={(event) => setContribution(group, event.target.value)}
            />
          ))}
        </div>
        {fe('contributions') ? (
          <p role="alert" className="text-xs text-rose-400">
            {fe('contributions')}
          </p>
        ) : null}
      </div>
      <ExcludedGames
        games={sortedGames}
        chosen={draft.excludedGameIds}
        error={fe('excludedGameIds')}
        onChange={(ids) => set('excludedGameIds', ids)}
      />
      <CheckboxField
        label={s.includesSports}
        checked={draft.includesSports}
        error={fe('includesSports')}
        hint={
          profile.allowsMixedProducts
            ? s.includesSportsAllowed(profile.name)
            : s.includesSportsRefused(profile.name)
        }
        onChange={(checked) => set('includesSports', checked)}
      />
    </Group>
  );
}
