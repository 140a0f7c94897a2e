import { VIRTUAL_LEAGUES } from '@orca/games/sports/leagues';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/field';
import type { VerifyFormValues } from '../lib/verify-form';

/**
 * A virtual match's league and teams, from the published leagues (the verifier page is its own chunk, so the
 * ratings' table costs the first load nothing). A linked value the list does not hold stays choosable, so the
 * API can name what is wrong with it.
 */
export function MatchFields({
  control,
  register,
  errorOf,
  initial,
}: {
  control: Control<VerifyFormValues>;
  register: UseFormRegister<VerifyFormValues>;
  errorOf: (field: keyof VerifyFormValues) => string | undefined;
  initial: VerifyFormValues;
}) {
  const { t } = useTranslation();
  const leagueId = useWatch({ control, name: 'league' });
  const league = VIRTUAL_LEAGUES.find((l) => l.id === leagueId);
  const teams = league?.teams ?? [];
  const extra = (value: string, known: readonly { id: string }[]) =>
    value && !known.some((item) => item.id === value) ? (
      <option value={value}>{value}</option>
    ) : null;
  return (
    <>
      <SelectField
        label={t('play.fields.league')}
        className="sm:col-span-2"
        error={errorOf('league')}
        {...register('league')}
      >
        <option value="">{t('play.verifier.chooseLeague')}</option>
        {extra(initial.league, VIRTUAL_LEAGUES)}
        {VIRTUAL_LEAGUES.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </SelectField>
      {(['home', 'away'] as const).map((side) => (
        <SelectField
          key={side}
          label={t(`play.fields.${side}Team`)}
          error={errorOf(side)}
          {...register(side)}
        >
          <option value="">{t('play.verifier.chooseTeam')}</option>
          {extra(initial[side], teams)}
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </SelectField>
      ))}
    </>
  );
}
