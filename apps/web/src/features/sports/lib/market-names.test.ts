import { MARKETS } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/sports.json';
import { marketGroupName, marketName, outcomeName } from './market-names';

const teams = { home: 'Harbour City', away: 'Kelp Rovers' };

/** The English text of a label, as i18next would interpolate it. */
function english(label: { key: string; params: Record<string, string> }): string {
  const template = label.key
    .replace(/^sports\./, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => label.params[name] ?? '');
}

describe('market and outcome names', () => {
  it('names every market of the catalogue and every outcome it defines, none as "other"', () => {
    for (const [id, market] of Object.entries(MARKETS)) {
      const marketId = Number(id);
      expect(marketGroupName(marketId).key).not.toBe('sports.market.other');
      for (const outcomeId of Object.keys(market.outcomes))
        expect(outcomeName(marketId, '', Number(outcomeId), teams).key).not.toBe(
          'sports.outcome.other',
        );
    }
  });

  it('writes lines and teams into the names', () => {
    expect(english(marketName(18, 'total=2.5'))).toBe('Total goals 2.5');
    expect(english(outcomeName(18, 'total=2.5', 12, teams))).toBe('Over 2.5');
    expect(english(marketName(16, 'hcp=-1'))).toBe('Handicap -1');
    expect(english(outcomeName(16, 'hcp=-1', 1714, teams))).toBe('Harbour City (-1)');
    expect(english(outcomeName(16, 'hcp=-1', 1715, teams))).toBe('Kelp Rovers (+1)');
    expect(english(outcomeName(1, '', 2, teams))).toBe('Draw');
    expect(english(outcomeName(1, '', 3, teams))).toBe('Kelp Rovers');
    expect(english(outcomeName(10, '', 9, teams))).toBe('Harbour City or draw');
    expect(english(marketName(8, 'goalnr=2'))).toBe('Goal number 2');
    expect(english(marketName(41, 'score=1:0'))).toBe('Correct score (goals from 1:0)');
    expect(english(outcomeName(41, 'score=1:0', 130, teams))).toBe('2:1');
    expect(english(outcomeName(29, '', 76, teams))).toBe('No');
    expect(english(marketName(219, ''))).toBe('Winner');
    expect(english(outcomeName(219, '', 5, teams))).toBe('Kelp Rovers');
  });

  it('names a market or outcome it does not know by its id rather than failing', () => {
    expect(english(marketGroupName(999))).toBe('Market 999');
    expect(english(outcomeName(1, '', 42, teams))).toBe('Outcome 42');
    expect(english(marketName(18, 'bad'))).toBe('Total goals');
  });
});
