import { TOURNAMENT_PRIZE_KINDS, type TournamentPrizeKind } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { Notice, SelectField, TextField } from '../../components/ui/field';
import { prizeCampaignsQuery } from './api';
import { campaignsFor, emptyPrize, type PrizeDraft } from './prize-draft';
import { fromLocalInput } from './race-draft';
import { tournamentsStrings } from './strings';

const s = tournamentsStrings.form;

/** The prizes by rank range: cash, or a bonus or free-spins campaign that runs past the race's end. */
export function RacePrizesField({
  prizes,
  endsAt,
  gameName,
  onChange,
  fieldError,
}: {
  prizes: PrizeDraft[];
  /** The race's end as the form holds it: a campaign must still run then. */
  endsAt: string;
  gameName: (id: string) => string;
  onChange: (prizes: PrizeDraft[]) => void;
  /** The server's refusal for a field, by its path in the request. */
  fieldError: (field: string) => string | null;
}) {
  const campaigns = useQuery(prizeCampaignsQuery());
  const setPrize = (i: number, change: Partial<PrizeDraft>) =>
    onChange(prizes.map((p, j) => (j === i ? { ...p, ...change } : p)));
  const campaignOptions = (kind: TournamentPrizeKind) => {
    const listed = campaignsFor(campaigns.data ?? [], kind, fromLocalInput(endsAt));
    return [
      { value: '', label: s.chooseCampaign },
      ...listed.map((c) => ({
        value: c.id,
        label: s.campaignLabel(
          c.texts.en?.title ?? c.url,
          c.freeSpins
            ? s.spinsDetail(c.freeSpins.count, gameName(c.freeSpins.gameId))
            : s.bonusDetail(c.wageringMultiplier),
        ),
      })),
    ];
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-xs font-medium uppercase tracking-wide text-slate-400">
        {s.prizes}
      </legend>
      {campaigns.isError && prizes.some((p) => p.kind !== 'cash') ? (
        <Notice tone="error">{s.campaignsUnavailable}</Notice>
      ) : null}
      {prizes.map((prize, i) => {
        const options = campaignOptions(prize.kind);
        return (
          <div
            key={i}
            className="grid grid-cols-2 items-end gap-2 rounded-lg border border-ink-700 p-2 md:grid-cols-[5rem_5rem_9rem_minmax(0,1fr)_8rem_auto] md:border-0 md:p-0"
          >
            <TextField
              label={s.fromRank}
              inputMode="numeric"
              value={prize.fromRank}
              error={fieldError(`prizes.${i}.fromRank`)}
              onChange={(e) => setPrize(i, { fromRank: e.target.value })}
            />
            <TextField
              label={s.toRank}
              inputMode="numeric"
              value={prize.toRank}
              error={fieldError(`prizes.${i}.toRank`)}
              onChange={(e) => setPrize(i, { toRank: e.target.value })}
            />
            <SelectField
              label={s.prizeKind}
              value={prize.kind}
              error={fieldError(`prizes.${i}.kind`)}
              onChange={(e) => setPrize(i, { kind: e.target.value as TournamentPrizeKind })}
              options={TOURNAMENT_PRIZE_KINDS.map((k) => ({
                value: k,
                label: s.prizeKinds[k] ?? k,
              }))}
            />
            {prize.kind === 'cash' ? (
              <TextField
                label={s.amountEur}
                inputMode="decimal"
                value={prize.amountEur}
                error={fieldError(`prizes.${i}.amountEur`)}
                onChange={(e) => setPrize(i, { amountEur: e.target.value })}
              />
            ) : (
              // Full width on phones: a campaign's name and what it gives need the room.
              <div className="col-span-2 md:col-span-1">
                <SelectField
                  label={s.campaign}
                  value={prize.campaignId}
                  error={
                    fieldError(`prizes.${i}.campaignId`) ??
                    (campaigns.isSuccess && options.length === 1 ? s.noCampaigns : undefined)
                  }
                  onChange={(e) => setPrize(i, { campaignId: e.target.value })}
                  options={
                    options.some((o) => o.value === prize.campaignId)
                      ? options
                      : [
                          ...options,
                          { value: prize.campaignId, label: s.campaignRef(prize.campaignId) },
                        ]
                  }
                />
              </div>
            )}
            {prize.kind === 'bonus' ? (
              <TextField
                label={s.bonusAmountEur}
                inputMode="decimal"
                value={prize.amountEur}
                error={fieldError(`prizes.${i}.amountEur`)}
                onChange={(e) => setPrize(i, { amountEur: e.target.value })}
              />
            ) : (
              <span className="hidden md:block" />
            )}
            <Button
              variant="ghost"
              className="col-start-2 justify-self-end md:col-start-auto"
              aria-label={s.removePrize}
              disabled={prizes.length === 1}
              onClick={() => onChange(prizes.filter((_, j) => j !== i))}
            >
              ✕
            </Button>
          </div>
        );
      })}
      {fieldError('prizes') ? (
        <p role="alert" className="text-xs text-rose-400">
          {fieldError('prizes')}
        </p>
      ) : null}
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => {
          const last = Number(prizes.at(-1)?.toRank ?? 0) + 1;
          onChange([...prizes, { ...emptyPrize(), fromRank: String(last), toRank: String(last) }]);
        }}
      >
        {s.addPrize}
      </Button>
    </fieldset>
  );
}
