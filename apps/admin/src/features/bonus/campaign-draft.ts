import {
  CONTRIBUTION_GROUPS,
  DEFAULT_WAGERING_CONTRIBUTION,
  LANGUAGES,
  type BonusKind,
  type Campaign,
  type CampaignInput,
  type ContributionGroup,
  type DepositOrdinal,
  type FreeSpinWinsTo,
} from '@orca/contracts';

/**
 * The campaign form's state: what the operator typed, as text, so a half-typed number stays on
 * screen. It becomes the request body only on submit, and the API judges it (with the
 * jurisdiction profile), naming the field it refuses.
 */
export interface CampaignDraft {
  kind: BonusKind;
  url: string;
  texts: Record<string, { title: string; summary: string }>;
  matchPercent: string;
  maxBonusEur: string;
  minDepositEur: string;
  depositOrdinal: DepositOrdinal;
  promoCode: string;
  promoCodeMaxUses: string;
  wageringMultiplier: string;
  maxBetEur: string;
  contributions: Record<ContributionGroup, string>;
  excludedGameIds: string[];
  claimDays: string;
  spendDays: string;
  maxConversionEur: string;
  perPlayerLimit: string;
  totalGrantsLimit: string;
  budgetEur: string;
  isWelcome: boolean;
  freeSpinsGameId: string;
  freeSpinsCount: string;
  freeSpinsBetEur: string;
  freeSpinsWinsTo: FreeSpinWinsTo;
  /** `datetime-local` values in the operator's time zone; empty for no bound. */
  startsAt: string;
  endsAt: string;
  includesSports: boolean;
  /** A sports free bet's or boost's terms (issue 24). */
  sportsFreeBetEur: string;
  sportsBoostPercent: string;
  /** The accumulator table as typed: "3:5, 5:10". */
  sportsAccaBoosts: string;
  sportsMinOdds: string;
  sportsValidDays: string;
}

/**
 * The body the API receives. A number field the operator filled with something else is sent as
 * typed, so the API's refusal names that field instead of the form guessing at the rule.
 */
export type CampaignBody = Omit<
  CampaignInput,
  | 'matchPercent'
  | 'promoCodeMaxUses'
  | 'wageringMultiplier'
  | 'contributions'
  | 'claimDays'
  | 'spendDays'
  | 'perPlayerLimit'
  | 'totalGrantsLimit'
  | 'freeSpins'
  | 'sportsPromo'
> & {
  matchPercent: number | string | null;
  promoCodeMaxUses: number | string | null;
  wageringMultiplier: number | string;
  contributions: Record<ContributionGroup, number | string>;
  claimDays: number | string;
  spendDays: number | string;
  perPlayerLimit: number | string;
  totalGrantsLimit: number | string | null;
  freeSpins: {
    gameId: string;
    count: number | string;
    betEur: string;
    winsTo: FreeSpinWinsTo;
  } | null;
  sportsPromo?: {
    freeBetEur: string | null;
    boostPercent: number | string | null;
    accaBoosts: { legs: number | string; percent: number | string }[];
    minOdds: string | null;
    validDays: number | string;
  } | null;
};

const emptyTexts = () =>
  Object.fromEntries(LANGUAGES.map((language) => [language, { title: '', summary: '' }]));

export function emptyDraft(kind: BonusKind = 'deposit'): CampaignDraft {
  return {
    kind,
    url: '',
    texts: emptyTexts(),
    matchPercent: '100',
    maxBonusEur: '100',
    minDepositEur: '20',
    depositOrdinal: 'first',
    promoCode: '',
    promoCodeMaxUses: '',
    wageringMultiplier: '10',
    maxBetEur: '5',
    contributions: Object.fromEntries(
      CONTRIBUTION_GROUPS.map((group) => [group, String(DEFAULT_WAGERING_CONTRIBUTION[group])]),
    ) as Record<ContributionGroup, string>,
    excludedGameIds: [],
    claimDays: '7',
    spendDays: '30',
    maxConversionEur: '',
    perPlayerLimit: '1',
    totalGrantsLimit: '',
    budgetEur: '',
    isWelcome: false,
    freeSpinsGameId: '',
    freeSpinsCount: '20',
    freeSpinsBetEur: '0.20',
    freeSpinsWinsTo: 'bonus',
    startsAt: '',
    endsAt: '',
    includesSports: false,
    sportsFreeBetEur: '10.00',
    sportsBoostPercent: '',
    sportsAccaBoosts: '',
    sportsMinOdds: '',
    sportsValidDays: '7',
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an ISO instant; what the browser cannot read is sent as typed, for the API to refuse. */
function fromLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function draftOf(campaign: Campaign): CampaignDraft {
  const texts = emptyTexts();
  for (const [language, entry] of Object.entries(campaign.texts))
    texts[language] = { title: entry.title, summary: entry.summary };
  return {
    kind: campaign.kind,
    url: campaign.url,
    texts,
    matchPercent: text(campaign.matchPercent),
    maxBonusEur: text(campaign.maxBonusEur),
    minDepositEur: text(campaign.minDepositEur),
    depositOrdinal: campaign.depositOrdinal ?? 'any',
    promoCode: campaign.promoCode ?? '',
    promoCodeMaxUses: text(campaign.promoCodeMaxUses),
    wageringMultiplier: String(campaign.wageringMultiplier),
    maxBetEur: campaign.maxBetEur,
    contributions: Object.fromEntries(
      CONTRIBUTION_GROUPS.map((group) => [group, String(campaign.contributions[group])]),
    ) as Record<ContributionGroup, string>,
    excludedGameIds: [...campaign.excludedGameIds],
    claimDays: String(campaign.claimDays),
    spendDays: String(campaign.spendDays),
    maxConversionEur: text(campaign.maxConversionEur),
    perPlayerLimit: String(campaign.perPlayerLimit),
    totalGrantsLimit: text(campaign.totalGrantsLimit),
    budgetEur: text(campaign.budgetEur),
    isWelcome: campaign.isWelcome,
    freeSpinsGameId: campaign.freeSpins?.gameId ?? '',
    freeSpinsCount: text(campaign.freeSpins?.count ?? 20),
    freeSpinsBetEur: campaign.freeSpins?.betEur ?? '0.20',
    freeSpinsWinsTo: campaign.freeSpins?.winsTo ?? 'bonus',
    startsAt: toLocalInput(campaign.startsAt),
    endsAt: toLocalInput(campaign.endsAt),
    includesSports: campaign.includesSports,
    sportsFreeBetEur: campaign.sportsPromo?.freeBetEur ?? '10.00',
    sportsBoostPercent: text(campaign.sportsPromo?.boostPercent),
    sportsAccaBoosts: (campaign.sportsPromo?.accaBoosts ?? [])
      .map((row) => `${row.legs}:${row.percent}`)
      .join(', '),
    sportsMinOdds: campaign.sportsPromo?.minOdds ?? '',
    sportsValidDays: String(campaign.sportsPromo?.validDays ?? 7),
  };
}

/** A whole number as a number; anything else as typed (the API names the field). */
function whole(value: string): number | string {
  const trimmed = value.trim();
  return /^-?\d{1,12}$/.test(trimmed) ? Number(trimmed) : trimmed;
}
const wholeOrNull = (value: string) => (value.trim() === '' ? null : whole(value));
const amountOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The request body for the draft's kind: deposit terms only for a deposit bonus, the slot only for
 * free spins; other languages' texts only where a title was written (English is required).
 */
export function bodyOf(draft: CampaignDraft): CampaignBody {
  const isDeposit = draft.kind === 'deposit';
  const isSports = draft.kind === 'sports_free_bet' || draft.kind === 'sports_boost';
  const texts: CampaignBody['texts'] = {};
  for (const [language, entry] of Object.entries(draft.texts)) {
    if (language === 'en' || entry.title.trim() !== '' || entry.summary.trim() !== '')
      texts[language] = { title: entry.title.trim(), summary: entry.summary.trim() };
  }
  const promoCode = draft.promoCode.trim();
  return {
    kind: draft.kind,
    url: draft.url.trim(),
    texts,
    matchPercent: isDeposit ? wholeOrNull(draft.matchPercent) : null,
    // A manual campaign taken by code grants a fixed amount, which the API keeps as its max bonus.
    maxBonusEur:
      isDeposit || (draft.kind === 'manual' && promoCode !== '')
        ? amountOrNull(draft.maxBonusEur)
        : null,
    minDepositEur: isDeposit ? amountOrNull(draft.minDepositEur) : null,
    depositOrdinal: isDeposit ? draft.depositOrdinal : null,
    promoCode: promoCode !== '' ? promoCode : null,
    promoCodeMaxUses: promoCode !== '' ? wholeOrNull(draft.promoCodeMaxUses) : null,
    wageringMultiplier: whole(draft.wageringMultiplier),
    maxBetEur: draft.maxBetEur.trim(),
    contributions: Object.fromEntries(
      Object.entries(draft.contributions).map(([group, value]) => [group, whole(value)]),
    ) as Record<ContributionGroup, number | string>,
    excludedGameIds: draft.excludedGameIds,
    claimDays: whole(draft.claimDays),
    spendDays: whole(draft.spendDays),
    maxConversionEur: amountOrNull(draft.maxConversionEur),
    perPlayerLimit: whole(draft.perPlayerLimit),
    totalGrantsLimit: wholeOrNull(draft.totalGrantsLimit),
    budgetEur: amountOrNull(draft.budgetEur),
    isWelcome: draft.isWelcome,
    freeSpins:
      draft.kind === 'free_spins'
        ? {
            gameId: draft.freeSpinsGameId,
            count: whole(draft.freeSpinsCount),
            betEur: draft.freeSpinsBetEur.trim(),
            winsTo: draft.freeSpinsWinsTo,
          }
        : null,
    startsAt: fromLocalInput(draft.startsAt),
    endsAt: fromLocalInput(draft.endsAt),
    includesSports: draft.includesSports,
    // Only a sports campaign has sports terms: another kind's body stays as it was before them.
    ...(isSports
      ? {
          sportsPromo: {
            freeBetEur:
              draft.kind === 'sports_free_bet' ? amountOrNull(draft.sportsFreeBetEur) : null,
            boostPercent:
              draft.kind === 'sports_boost' ? wholeOrNull(draft.sportsBoostPercent) : null,
            accaBoosts: draft.kind === 'sports_boost' ? accaRowsOf(draft.sportsAccaBoosts) : [],
            minOdds: amountOrNull(draft.sportsMinOdds),
            validDays: whole(draft.sportsValidDays),
          },
        }
      : {}),
  };
}

/** "3:5, 5:10" as rows; a pair typed otherwise is sent as typed, for the API to refuse beside the field. */
export function accaRowsOf(text: string): { legs: number | string; percent: number | string }[] {
  return text
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '')
    .map((pair) => {
      const [legs = '', percent = ''] = pair.split(':');
      return { legs: whole(legs), percent: whole(percent) };
    });
}
