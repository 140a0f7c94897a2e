import { CampaignInputSchema, type Campaign } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, emptyDraft } from './campaign-draft';

const campaign: Campaign = {
  id: '7',
  status: 'active',
  grantedCount: 3,
  promoCodeUses: 2,
  grantedEur: '150.00',
  createdAt: '2026-11-01T10:00:00.000Z',
  kind: 'deposit',
  url: 'welcome-100',
  texts: {
    en: { title: 'Welcome bonus', summary: '100 % up to 100 EUR' },
    de: { title: 'Willkommensbonus', summary: '' },
  },
  matchPercent: 100,
  maxBonusEur: '100',
  minDepositEur: '20',
  depositOrdinal: 'first',
  promoCode: 'WELCOME',
  promoCodeMaxUses: 500,
  wageringMultiplier: 10,
  maxBetEur: '5',
  contributions: { slots: 100, table: 10, live: 10, virtual: 0 },
  excludedGameIds: ['12'],
  claimDays: 7,
  spendDays: 30,
  maxConversionEur: null,
  perPlayerLimit: 1,
  totalGrantsLimit: null,
  budgetEur: '10000',
  isWelcome: true,
  freeSpins: null,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  includesSports: false,
};

describe('campaign draft', () => {
  it('turns a saved campaign back into the same input, other languages only where written', () => {
    const body = bodyOf(draftOf(campaign));
    const {
      id: _id,
      status: _status,
      grantedCount: _granted,
      promoCodeUses: _uses,
      grantedEur: _granted_eur,
      createdAt: _created,
      ...input
    } = campaign;
    expect(body).toEqual(input);
    expect(Object.keys(body.texts).sort()).toEqual(['de', 'en']);
    expect(CampaignInputSchema.safeParse(body).success).toBe(true);
  });

  it('sends a deposit bonus’s terms only for a deposit bonus, the slot only for free spins, a manual bonus’s amount only with its code', () => {
    const draft = {
      ...emptyDraft('free_spins'),
      url: 'spins-20',
      promoCode: 'SPINS20',
      freeSpinsGameId: '4',
      freeSpinsCount: '20',
      freeSpinsBetEur: '0.20',
    };
    draft.texts = { ...draft.texts, en: { title: '20 free spins', summary: '' } };
    const spins = bodyOf(draft);
    expect(spins).toMatchObject({
      kind: 'free_spins',
      matchPercent: null,
      maxBonusEur: null,
      minDepositEur: null,
      depositOrdinal: null,
      promoCode: 'SPINS20',
      freeSpins: { gameId: '4', count: 20, betEur: '0.20', winsTo: 'bonus' },
    });
    expect(CampaignInputSchema.safeParse(spins).success).toBe(true);
    const manual = bodyOf({ ...draft, kind: 'manual', promoCode: '', maxBonusEur: '25' });
    expect(manual).toMatchObject({
      kind: 'manual',
      promoCode: null,
      promoCodeMaxUses: null,
      maxBonusEur: null,
      freeSpins: null,
    });
    expect(
      bodyOf({ ...draft, kind: 'manual', promoCode: 'SORRY', maxBonusEur: '25' }),
    ).toMatchObject({ promoCode: 'SORRY', maxBonusEur: '25', matchPercent: null });
  });

  it('sends what is not a whole number as typed, so the API names the field; empty optional limits become null', () => {
    const body = bodyOf({
      ...emptyDraft(),
      wageringMultiplier: '1O',
      totalGrantsLimit: ' ',
      budgetEur: '',
      maxConversionEur: '',
    });
    expect(body.wageringMultiplier).toBe('1O');
    expect(body.totalGrantsLimit).toBeNull();
    expect(body.budgetEur).toBeNull();
    const refused = CampaignInputSchema.safeParse(body);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toContain(
      'wageringMultiplier',
    );
  });

  it('keeps a start time through the local input and back', () => {
    const draft = draftOf(campaign);
    expect(draft.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(bodyOf(draft).startsAt).toBe('2026-11-01T00:00:00.000Z');
  });
});
