import {
  BONUS_KINDS,
  CONTRIBUTION_GROUPS,
  contributionGroupOf,
  DEPOSIT_ORDINALS,
  FREE_SPIN_WINS_TO,
  LANGUAGES,
  type AdminGame,
  type AdminGameProvider,
  type BonusKind,
  type ContributionGroup,
} from '@orca/contracts';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Notice, SelectField, TextArea, TextField } from '../../components/ui/field';
import { messageOf } from '../../lib/api-client';
import type { JurisdictionProfileView } from './api';
import type { CampaignDraft } from './campaign-draft';
import { campaignFieldError } from './field-errors';
import { bonusStrings } from './strings';

const s = bonusStrings.form;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-ink-700 p-3">
      <legend className="px-1 text-xs font-semibold uppercase tracking-wide text-slate-300">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

function CheckboxField({
  label,
  checked,
  onChange,
  hint,
  error,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  error?: string | null;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-start gap-2 text-sm text-slate-200">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-emerald-400"
          checked={checked}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {hint ? <p className="text-xs text-slate-400">{hint}</p> : null}
      {error ? (
        <p role="alert" className="text-xs text-rose-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2';

/** The excluded games: chosen from the catalogue one at a time, each removable. */
function ExcludedGames({
  games,
  chosen,
  onChange,
  error,
}: {
  games: readonly AdminGame[];
  chosen: string[];
  onChange: (ids: string[]) => void;
  error: string | null;
}) {
  const names = useMemo(() => new Map(games.map((game) => [game.id, game.name])), [games]);
  const left = games.filter((game) => !chosen.includes(game.id));
  return (
    <div className="flex flex-col gap-2">
      <SelectField
        label={s.addExcluded}
        value=""
        error={error}
        onChange={(event) => event.target.value && onChange([...chosen, event.target.value])}
        options={[
          { value: '', label: s.pickExcluded },
          ...left.map((game) => ({ value: game.id, label: `${game.name} · ${game.providerName}` })),
        ]}
      />
      {chosen.length === 0 ? (
        <p className="text-xs text-slate-400">{s.noExcluded}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={s.excluded}>
          {chosen.map((id) => (
            <li
              key={id}
              className="flex items-center gap-1 rounded-full border border-ink-600 bg-ink-800 py-0.5 pl-3 pr-1 text-xs text-slate-200"
            >
              {names.get(id) ?? id}
              <button
                type="button"
                className="rounded-full px-1.5 text-slate-400 hover:bg-ink-700 hover:text-white"
                aria-label={s.removeExcluded(names.get(id) ?? id)}
                onClick={() => onChange(chosen.filter((other) => other !== id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

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
  const [showLanguages, setShowLanguages] = useState(false);
  const set = <K extends keyof CampaignDraft>(key: K, value: CampaignDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const setText = (language: string, part: 'title' | 'summary', value: string) => {
    const current = draft.texts[language] ?? { title: '', summary: '' };
    onChange({ ...draft, texts: { ...draft.texts, [language]: { ...current, [part]: value } } });
  };
  const setContribution = (group: ContributionGroup, value: string) =>
    onChange({ ...draft, contributions: { ...draft.contributions, [group]: value } });
  const fe = (field: string) => campaignFieldError(error, field);
  // Free spins are played by the in-house slot engine (each spin a provably fair round), so only its slots qualify.
  const slots = useMemo(() => {
    const inhouse = new Set(
      providers.filter((provider) => provider.kind === 'inhouse').map((provider) => provider.id),
    );
    return games
      .filter(
        (game) =>
          inhouse.has(game.provider) &&
          contributionGroupOf(game) === 'slots' &&
          game.isEnabled &&
          game.isProviderEnabled,
      )
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [games, providers]);
  const sortedGames = useMemo(
    () => [...games].sort((a, b) => a.name.localeCompare(b.name)),
    [games],
  );
  // Other languages open by themselves when the API refuses one of their texts.
  const otherLanguageError = LANGUAGES.some(
    (language) =>
      language !== 'en' && (fe(`texts.${language}.title`) ?? fe(`texts.${language}.summary`)),
  );
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

      <Group title={s.texts}>
        <TextField
          label={s.titleIn(s.language.en ?? 'en')}
          value={draft.texts.en?.title ?? ''}
          maxLength={120}
          error={fe('texts.en.title') ?? fe('texts.en') ?? fe('texts')}
          onChange={(event) => setText('en', 'title', event.target.value)}
        />
        <TextArea
          label={s.summaryIn(s.language.en ?? 'en')}
          value={draft.texts.en?.summary ?? ''}
          maxLength={500}
          rows={2}
          error={fe('texts.en.summary')}
          onChange={(event) => setText('en', 'summary', event.target.value)}
        />
        <Button
          variant="ghost"
          className="self-start px-2 py-1 text-left text-xs"
          aria-expanded={showLanguages || otherLanguageError}
          onClick={() => setShowLanguages(!showLanguages)}
        >
          {showLanguages || otherLanguageError ? '▾' : '▸'} {s.otherLanguages}
        </Button>
        {showLanguages || otherLanguageError
          ? LANGUAGES.filter((language) => language !== 'en').map((language) => (
              <div key={language} className={GRID}>
                <TextField
                  label={s.titleIn(s.language[language] ?? language)}
                  value={draft.texts[language]?.title ?? ''}
                  maxLength={120}
                  error={fe(`texts.${language}.title`)}
                  onChange={(event) => setText(language, 'title', event.target.value)}
                />
                <TextField
                  label={s.summaryIn(s.language[language] ?? language)}
                  value={draft.texts[language]?.summary ?? ''}
                  maxLength={500}
                  error={fe(`texts.${language}.summary`)}
                  onChange={(event) => setText(language, 'summary', event.target.value)}
                />
              </div>
            ))
          : null}
      </Group>

      {draft.kind === 'deposit' ? (
        <Group title={s.depositTerms}>
          <div className={GRID}>
            <TextField
              label={s.matchPercent}
              inputMode="numeric"
              value={draft.matchPercent}
              error={fe('matchPercent')}
              onChange={(event) => set('matchPercent', event.target.value)}
            />
            <TextField
              label={s.maxBonus}
              inputMode="decimal"
              value={draft.maxBonusEur}
              error={fe('maxBonusEur')}
              onChange={(event) => set('maxBonusEur', event.target.value)}
            />
            <TextField
              label={s.minDeposit}
              inputMode="decimal"
              value={draft.minDepositEur}
              error={fe('minDepositEur')}
              onChange={(event) => set('minDepositEur', event.target.value)}
            />
            <SelectField
              label={s.depositOrdinal}
              value={draft.depositOrdinal}
              error={fe('depositOrdinal')}
              onChange={(event) =>
                set('depositOrdinal', event.target.value as CampaignDraft['depositOrdinal'])
              }
              options={DEPOSIT_ORDINALS.map((ordinal) => ({
                value: ordinal,
                label: s.ordinals[ordinal] ?? ordinal,
              }))}
            />
          </div>
        </Group>
      ) : null}

      {draft.kind === 'free_spins' ? (
        <Group title={s.freeSpinsTerms}>
          <SelectField
            label={s.slot}
            value={draft.freeSpinsGameId}
            error={fe('freeSpins.gameId') ?? fe('freeSpins')}
            onChange={(event) => set('freeSpinsGameId', event.target.value)}
            options={[
              { value: '', label: s.pickSlot },
              ...slots.map((game) => ({
                value: game.id,
                label: `${game.name} · ${game.providerName}`,
              })),
            ]}
          />
          <div className={GRID}>
            <TextField
              label={s.spins}
              inputMode="numeric"
              value={draft.freeSpinsCount}
              error={fe('freeSpins.count')}
              onChange={(event) => set('freeSpinsCount', event.target.value)}
            />
            <TextField
              label={s.spinBet}
              inputMode="decimal"
              value={draft.freeSpinsBetEur}
              error={fe('freeSpins.betEur')}
              onChange={(event) => set('freeSpinsBetEur', event.target.value)}
            />
          </div>
          <SelectField
            label={s.winsTo}
            value={draft.freeSpinsWinsTo}
            error={fe('freeSpins.winsTo')}
            onChange={(event) =>
              set('freeSpinsWinsTo', event.target.value as CampaignDraft['freeSpinsWinsTo'])
            }
            options={FREE_SPIN_WINS_TO.map((target) => ({
              value: target,
              label: s.winsToOptions[target] ?? target,
            }))}
          />
        </Group>
      ) : null}

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
