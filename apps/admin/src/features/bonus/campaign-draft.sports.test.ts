import { CampaignInputSchema } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import { accaRowsOf, bodyOf, emptyDraft } from './campaign-draft';

describe('a sports campaign in the form (issue 24)', () => {
  it('sends a free bet with its amount and no boost, which the contract accepts', () => {
    const draft = {
      ...emptyDraft('sports_free_bet'),
      url: 'free-bet-10',
      texts: { en: { title: 'Free bet', summary: '' } },
      sportsFreeBetEur: '10.00',
      sportsMinOdds: '1.50',
      sportsBoostPercent: '20',
    };
    const body = bodyOf(draft);
    expect(body.sportsPromo).toEqual({
      freeBetEur: '10.00',
      boostPercent: null,
      accaBoosts: [],
      minOdds: '1.50',
      validDays: 7,
    });
    expect(CampaignInputSchema.safeParse(body).success).toBe(true);
  });

  it('sends a boost with its accumulator rows, and nothing sports for another kind', () => {
    const draft = {
      ...emptyDraft('sports_boost'),
      url: 'acca-boost',
      texts: { en: { title: 'Acca boost', summary: '' } },
      sportsAccaBoosts: '3:5, 5:10',
    };
    expect(bodyOf(draft).sportsPromo).toMatchObject({
      freeBetEur: null,
      boostPercent: null,
      accaBoosts: [
        { legs: 3, percent: 5 },
        { legs: 5, percent: 10 },
      ],
    });
    expect(CampaignInputSchema.safeParse(bodyOf(draft)).success).toBe(true);
    expect(bodyOf({ ...emptyDraft('deposit'), url: 'x' }).sportsPromo).toBeUndefined();
    // A pair typed otherwise goes as typed, for the API to name the field.
    expect(accaRowsOf('3:5, x')).toEqual([
      { legs: 3, percent: 5 },
      { legs: 'x', percent: '' },
    ]);
  });
});
