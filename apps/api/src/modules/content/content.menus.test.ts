import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import { demoContent } from './content.seed.ts';

/** A string of the web app's locale files, as the player reads it on the screen the page points to. */
function webText(language: Language, section: string, key: string): string {
  const file = new URL(`../../../../web/src/locales/${language}/${section}.json`, import.meta.url);
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  if (typeof value !== 'string') throw new Error(`${language}/${section}.json has no ${key}`);
  return value;
}

const bodyOf = (url: string, language: Language) =>
  demoContent().find((e) => e.kind === 'page' && e.url === url)?.translations[language]?.body ?? '';

describe('demo pages that send the player to a screen', () => {
  it('name the menus as the app shows them: My Account → Responsible gambling, My Account → Verification', () => {
    for (const language of LANGUAGES) {
      const account = webText(language, 'header', 'myAccount');
      const limits = `*${account} → ${webText(language, 'limits', 'tab')}*`;
      const verification = `*${account} → ${webText(language, 'kyc', 'tab')}*`;
      expect(
        bodyOf('responsible-gambling', language),
        `responsible gambling in ${language}`,
      ).toContain(limits);
      expect(bodyOf('faq', language), `faq in ${language}`).toContain(limits);
      expect(bodyOf('faq', language), `faq in ${language}`).toContain(verification);
    }
  });

  it('promise only the tools the account has: no wager limits, time-outs of 24 hours to 6 weeks, session reminders', () => {
    const page = bodyOf('responsible-gambling', 'en');
    expect(page).not.toMatch(/wager limit/i);
    for (const tool of [
      'Deposit limits** per day, week and month',
      'Loss limits** per day, week and month',
      'Session reminders**',
      '24 hours, 1 week, 1 month or 6 weeks',
      'Self-exclusion**',
    ])
      expect(page).toContain(tool);
  });
});
