import { ContentEntryInputSchema, LANGUAGES } from '@orca/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorSession, type TestApp } from '../../../test/harness.ts';
import { contentRepository } from './content.repository.ts';
import { demoContent, seedDemoContent } from './content.seed.ts';
import { createContentService } from './content.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const demo = demoContent();
const markdownShape = (body: string) => ({
  headings: body
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.split(' ')[0]),
  listItems: body
    .split('\n')
    .filter((line) => /^(\d+\.|-) /.test(line))
    .map((line) => line.split(' ')[0]),
  links: [...body.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]),
  paragraphs: body.split('\n\n').length,
});

describe('demo content in six languages', () => {
  it('gives every demo entry a text of its own in every language, shaped like the English one', () => {
    for (const entry of demo) {
      const en = entry.translations.en!;
      for (const language of LANGUAGES) {
        const text = entry.translations[language];
        expect(text, `${entry.kind} ${entry.url} in ${language}`).toBeDefined();
        expect(text!.title.trim(), `${entry.kind} ${entry.url} title in ${language}`).not.toBe('');
        if (language === 'en') continue;
        if (entry.kind !== 'banner')
          expect(text!.summary, `${entry.url} summary in ${language}`).not.toBe(en.summary);
        // Same headings, list items, links and paragraphs: a translation that drops a section or a link fails here.
        expect(
          markdownShape(text!.body ?? ''),
          `${entry.kind} ${entry.url} body in ${language}`,
        ).toEqual(markdownShape(en.body ?? ''));
      }
    }
  });

  it('serves every seeded info page, news article and banner in each language, never the English fallback', async () => {
    for (const language of LANGUAGES) {
      for (const entry of demo.filter((e) => e.kind === 'page')) {
        const page = await t.request({ method: 'GET', url: `/api/v1/info/${entry.url}`, language });
        expect(page.status).toBe(200);
        expect(page.body.data, `${entry.url} in ${language}`).toMatchObject({
          language,
          title: entry.translations[language]!.title,
          languages: [...LANGUAGES],
        });
      }
      for (const entry of demo.filter((e) => e.kind === 'news')) {
        const article = await t.request({
          method: 'GET',
          url: `/api/v1/news/${entry.url}`,
          language,
        });
        expect(article.body.data, `${entry.url} in ${language}`).toMatchObject({
          language,
          title: entry.translations[language]!.title,
        });
      }
      const banners = (await t.request({ method: 'GET', url: '/api/v1/banners', language })).body
        .data.banners as { url: string; language: string; title: string }[];
      for (const entry of demo.filter((e) => e.kind === 'banner')) {
        expect(
          banners.find((b) => b.url === entry.url),
          `banner ${entry.url} in ${language}`,
        ).toMatchObject({ language, title: entry.translations[language]!.title });
      }
    }
  });

  it('brings an existing demo database up to the new translations on restart, and keeps what an operator edited', async () => {
    const content = createContentService({ db: t.database.db });
    const editor = await operatorSession(t, 'marketing');
    const admin = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      t.request({
        method,
        url: `/api/v1/admin${url}`,
        headers: { 'x-operator-session': editor },
        ...(payload ? { payload } : {}),
      });
    const pages = (await admin('GET', '/content?kind=page')).body.data.entries as {
      id: string;
      url: string;
      position: number;
    }[];
    const byUrl = (url: string) => pages.find((p) => p.url === url)!;

    // A database seeded before the translations existed: the terms in English only, as the old seed left them.
    const terms = demo.find((e) => e.kind === 'page' && e.url === 'terms-and-conditions')!;
    await contentRepository.replaceTranslations(
      t.database.db,
      BigInt(byUrl('terms-and-conditions').id),
      [{ language: 'en', title: 'Terms and conditions', summary: 'Old', body: 'Old English only' }],
    );
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/info/terms-and-conditions', language: 'fr' }))
        .body.data.language,
    ).toBe('en');

    // An operator's own wording of the privacy policy, English only.
    const privacy = byUrl('privacy-policy');
    const edited = await admin('PUT', `/content/${privacy.id}`, {
      kind: 'page',
      url: 'privacy-policy',
      status: 'published',
      position: privacy.position,
      translations: { en: { title: 'Our privacy policy', summary: '', body: 'Edited' } },
    });
    expect(edited.status).toBe(200);

    await seedDemoContent(content);
    const french = await t.request({
      method: 'GET',
      url: '/api/v1/info/terms-and-conditions',
      language: 'fr',
    });
    expect(french.body.data).toMatchObject({ language: 'fr', title: 'Conditions générales' });
    const english = await t.request({ method: 'GET', url: '/api/v1/info/terms-and-conditions' });
    expect(english.body.data.summary).toBe(terms.translations.en!.summary);
    const kept = await t.request({
      method: 'GET',
      url: '/api/v1/info/privacy-policy',
      language: 'fr',
    });
    expect(kept.body.data).toMatchObject({
      language: 'en',
      title: 'Our privacy policy',
      languages: ['en'],
    });

    // A second restart changes nothing more.
    for (const entry of demo)
      expect(
        await content.seedDemo(ContentEntryInputSchema.parse(entry)),
        `${entry.kind} ${entry.url}`,
      ).toBe('kept');
  });
});
