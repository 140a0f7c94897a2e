import {
  contributionGroupOf,
  DEPOSIT_ORDINALS,
  FREE_SPIN_WINS_TO,
  type AdminGame,
  type AdminGameProvider,
} from '@orca/contracts';
import { useMemo } from 'react';
import { SelectField, TextField } from '../../components/ui/field';
import type { CampaignDraft } from './campaign-draft';
import { bonusStrings } from './strings';
import { GRID, Group, type FieldError, type SetField } from './campaign-form-parts';

const s = bonusStrings.form;

/** The terms only a deposit bonus, free spins or a sports free bet or boost have. */
export function CampaignKindTerms({
  draft,
  set,
  fieldError: fe,
  games,
  providers,
}: {
  draft: CampaignDraft;
  set: SetField;
  fieldError: FieldError;
  games: readonly AdminGame[];
  providers: readonly AdminGameProvider[];
}) {
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

  return (
    <>
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

      {draft.kind === 'sports_free_bet' || draft.kind === 'sports_boost' ? (
        <Group title={s.sportsTerms}>
          <p className="text-xs text-slate-400">{s.sportsHint}</p>
          <div className={GRID}>
            {draft.kind === 'sports_free_bet' ? (
              <TextField
                label={s.freeBetAmount}
                inputMode="decimal"
                value={draft.sportsFreeBetEur}
                error={fe('sportsPromo.freeBetEur') ?? fe('sportsPromo')}
                onChange={(event) => set('sportsFreeBetEur', event.target.value)}
              />
            ) : (
              <>
                <TextField
                  label={s.boostPercent}
                  inputMode="numeric"
                  value={draft.sportsBoostPercent}
                  error={fe('sportsPromo.boostPercent') ?? fe('sportsPromo')}
                  onChange={(event) => set('sportsBoostPercent', event.target.value)}
                />
                <TextField
                  label={s.accaBoosts}
                  value={draft.sportsAccaBoosts}
                  hint={s.accaBoostsHint}
                  error={fe('sportsPromo.accaBoosts')}
                  onChange={(event) => set('sportsAccaBoosts', event.target.value)}
                />
              </>
            )}
            <TextField
              label={s.minOdds}
              inputMode="decimal"
              value={draft.sportsMinOdds}
              error={fe('sportsPromo.minOdds')}
              onChange={(event) => set('sportsMinOdds', event.target.value)}
            />
            <TextField
              label={s.validDays}
              inputMode="numeric"
              value={draft.sportsValidDays}
              error={fe('sportsPromo.validDays')}
              onChange={(event) => set('sportsValidDays', event.target.value)}
            />
          </div>
        </Group>
      ) : null}
    </>
  );
}
