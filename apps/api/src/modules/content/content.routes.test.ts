import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg, malformedMultiparts, multipartFile, pdf, png } from '../../../test/files.ts';
import { createTestApp, operatorSession, type TestApp } from '../../../test/harness.ts';
import { auditLog } from '../../db/schema/index.ts';
import { renderMarkdown } from './markdown.ts';

let t: TestApp;
let editor: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await operatorSession(t, 'marketing');
  support = await operatorSession(t, 'support');
});
afterAll(() => t.close());

const asOperator = (
  session: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) =>
  t.request({
    method,
    url: `/api/v1/admin${url}`,
    headers: { 'x-operator-session': session },
    ...(payload ? { payload } : {}),
  });

const en = (title: string, body = `Body of ${title}`) => ({
  en: { title, summary: `Summary of ${title}`, body },
});
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

async function create(entry: Record<string, unknown>) {
  const response = await asOperator(editor, 'POST', '/content', entry);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as {
    id: string;
    status: string;
    displayStatus: string;
    publishAt: string | null;
  };
}

describe('Markdown rendering', () => {
  it.each([
    ['a script tag', '<script>alert(1)</script>', /<script/i],
    ['an onerror image', '<img src=x onerror="alert(1)">', /<img/i],
    ['an onclick anchor', '<a href="#" onclick="steal()">x</a>', /<a /i],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', /<iframe/i],
    ['a style element', '<style>body{display:none}</style>', /<style/i],
    ['an svg payload', '<svg onload="alert(1)"><script>alert(1)</script></svg>', /<svg/i],
  ])('escapes raw HTML: %s', (_name, source, tag) => {
    const html = renderMarkdown(source);
    expect(html).not.toMatch(tag);
    expect(html).toContain('&lt;');
  });

  it.each([
    ['javascript:', '[x](javascript:alert(1))'],
    ['mixed case', '[x](JaVaScRiPt:alert(1))'],
    ['a tab entity inside the scheme', '[x](jav&#x09;ascript:alert(1))'],
    ['an encoded letter', '[x](&#106;avascript:alert(1))'],
    ['vbscript:', '[x](vbscript:msgbox(1))'],
    ['data:', '[x](data:text/html;base64,PHNjcmlwdD4=)'],
    ['a protocol-relative host', '[x](//evil.example/)'],
    ['a reference link', '[x][r]\n\n[r]: javascript:alert(1)'],
  ])('drops unsafe links: %s', (_name, source) => {
    const html = renderMarkdown(source);
    expect(html).not.toMatch(/href=/i);
    expect(html).not.toMatch(/<a[\s>]/i);
  });

  it('keeps http(s), mailto and site links; external ones open apart and pass no referrer', () => {
    const html = renderMarkdown(
      '[a](https://example.com) [b](/info/faq) [c](mailto:help@orca.test)',
    );
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">a</a>',
    );
    expect(html).toContain('<a href="/info/faq">b</a>');
    expect(html).toContain('<a href="mailto:help@orca.test">c</a>');
  });

  it('shows images only from our image route', () => {
    const html = renderMarkdown(
      '![a](/api/v1/content/images/123e4567-e89b-12d3-a456-426614174000) ![b](https://cdn.example/b.png) ![c](http://cdn.example/c.png) ![d](data:image/png;base64,AAAA) ![e](javascript:alert(1))',
    );
    expect(html).toContain('src="/api/v1/content/images/123e4567-e89b-12d3-a456-426614174000"');
    expect(html).not.toContain('cdn.example');
    expect(html).not.toMatch(/src="(data|javascript):/i);
    expect(html.match(/<img /g)).toHaveLength(1);
  });
});

describe('news', () => {
  it("lists published news newest first with a total, in the reader's language with en as fallback", async () => {
    await create({
      kind: 'news',
      url: 'older-news',
      status: 'published',
      publishAt: new Date(Date.now() - 7_200_000).toISOString(),
      tags: ['games'],
      translations: {
        ...en('Older'),
        de: { title: 'Älter', summary: 'Zusammenfassung', body: 'Text' },
      },
    });
    await create({
      kind: 'news',
      url: 'newer-news',
      status: 'published',
      publishAt: hourAgo(),
      translations: en('Newer'),
    });
    const page = await t.request({
      method: 'GET',
      url: '/api/v1/news?limit=10&offset=0',
      language: 'de',
    });
    expect(page.status).toBe(200);
    const urls = page.body.data.items.map((item: { url: string }) => item.url);
    expect(urls.indexOf('newer-news')).toBeLessThan(urls.indexOf('older-news'));
    const older = page.body.data.items.find((item: { url: string }) => item.url === 'older-news');
    expect(older).toMatchObject({
      title: 'Älter',
      language: 'de',
      languages: ['en', 'de'],
      tags: ['games'],
    });
    const newer = page.body.data.items.find((item: { url: string }) => item.url === 'newer-news');
    expect(newer).toMatchObject({ title: 'Newer', language: 'en', languages: ['en'] });
    expect(page.body.data.total).toBe(page.body.data.items.length);

    const second = await t.request({ method: 'GET', url: '/api/v1/news?limit=1&offset=1' });
    expect(second.body.data.items).toHaveLength(1);
    expect(second.body.data.items[0].url).toBe(urls[1]);
    expect(second.body.data.total).toBe(page.body.data.total);
  });

  it('serves an article as sanitized HTML, never its Markdown', async () => {
    await create({
      kind: 'news',
      url: 'article-with-payload',
      status: 'published',
      translations: en('Payload', '**bold** <script>alert(1)</script> [x](javascript:alert(1))'),
    });
    const article = await t.request({
      method: 'GET',
      url: '/api/v1/news/article-with-payload',
      language: 'es',
    });
    expect(article.status).toBe(200);
    expect(article.body.data.html).toContain('<strong>bold</strong>');
    expect(article.body.data.html).not.toContain('<script');
    expect(article.body.data.html).not.toContain('javascript:alert(1)"');
    expect(article.body.data).not.toHaveProperty('body');
    expect(article.body.data.language).toBe('en');
  });

  it('hides drafts, scheduled and archived articles, and shows a scheduled one once its date passes', async () => {
    await create({ kind: 'news', url: 'a-draft', status: 'draft', translations: en('Draft') });
    const scheduled = await create({
      kind: 'news',
      url: 'a-scheduled',
      status: 'published',
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
      translations: en('Scheduled'),
    });
    expect(scheduled.displayStatus).toBe('scheduled');
    const archived = await create({
      kind: 'news',
      url: 'an-archived',
      status: 'published',
      translations: en('Archived'),
    });
    expect((await t.request({ method: 'GET', url: '/api/v1/news/an-archived' })).status).toBe(200);
    const archive = await asOperator(editor, 'PUT', `/content/${archived.id}`, {
      kind: 'news',
      url: 'an-archived',
      status: 'archived',
      translations: en('Archived'),
    });
    expect(archive.body.data.displayStatus).toBe('archived');

    const list = (
      await t.request({ method: 'GET', url: '/api/v1/news?limit=50' })
    ).body.data.items.map((item: { url: string }) => item.url);
    for (const url of ['a-draft', 'a-scheduled', 'an-archived']) {
      expect(list).not.toContain(url);
      const detail = await t.request({ method: 'GET', url: `/api/v1/news/${url}` });
      expect(detail.status).toBe(404);
      expect(detail.body.info.resultCode).toBe('not_found');
    }

    await asOperator(editor, 'PUT', `/content/${scheduled.id}`, {
      kind: 'news',
      url: 'a-scheduled',
      status: 'published',
      publishAt: hourAgo(),
      translations: en('Scheduled'),
    });
    expect((await t.request({ method: 'GET', url: '/api/v1/news/a-scheduled' })).status).toBe(200);
  });

  it('answers not_found for an unknown article and validation errors for bad paging', async () => {
    const missing = await t.request({ method: 'GET', url: '/api/v1/news/no-such-article' });
    expect(missing.status).toBe(404);
    expect(missing.body.info.resultCode).toBe('not_found');
    for (const query of ['limit=0', 'limit=51', 'offset=-1', 'limit=abc']) {
      const bad = await t.request({ method: 'GET', url: `/api/v1/news?${query}` });
      expect(bad.status, query).toBe(400);
      expect(bad.body.info.resultCode).toBe('validation_error');
    }
    expect((await t.request({ method: 'GET', url: '/api/v1/news/Bad_Url' })).status).toBe(400);
  });
});

describe('info pages and banners', () => {
  it("lists pages in the operator's order and serves one by url with its alternates", async () => {
    await create({
      kind: 'page',
      url: 'second-page',
      status: 'published',
      position: 20,
      translations: en('Second'),
    });
    await create({
      kind: 'page',
      url: 'first-page',
      status: 'published',
      position: 10,
      translations: {
        ...en('First', '# Heading'),
        es: { title: 'Primera', summary: '', body: '# Título' },
      },
    });
    await create({
      kind: 'page',
      url: 'draft-page',
      status: 'draft',
      position: 5,
      translations: en('Draft page'),
    });
    const list = await t.request({ method: 'GET', url: '/api/v1/info', language: 'es' });
    // The demo's pages are there too; these two keep their order among them.
    const urls = list.body.data.pages
      .map((p: { url: string }) => p.url)
      .filter((url: string) => url.endsWith('-page'));
    expect(urls).toEqual(['first-page', 'second-page']);
    expect(urls).not.toContain('draft-page');
    const page = await t.request({ method: 'GET', url: '/api/v1/info/first-page', language: 'es' });
    expect(page.body.data).toMatchObject({
      title: 'Primera',
      language: 'es',
      languages: ['en', 'es'],
      html: '<h1>Título</h1>\n',
    });
    const fallback = await t.request({
      method: 'GET',
      url: '/api/v1/info/first-page',
      language: 'fr',
    });
    expect(fallback.body.data).toMatchObject({ title: 'First', language: 'en' });
    expect((await t.request({ method: 'GET', url: '/api/v1/info/draft-page' })).status).toBe(404);
  });

  it('serves published banners in order with their links', async () => {
    await create({
      kind: 'banner',
      url: 'banner-b',
      status: 'published',
      position: 2,
      link: '/slot-races',
      translations: en('B'),
    });
    await create({
      kind: 'banner',
      url: 'banner-a',
      status: 'published',
      position: 1,
      link: '/deposit-bonus/welcome',
      translations: en('A'),
    });
    await create({
      kind: 'banner',
      url: 'banner-hidden',
      status: 'draft',
      position: 0,
      translations: en('Hidden'),
    });
    const banners = (
      await t.request({ method: 'GET', url: '/api/v1/banners' })
    ).body.data.banners.filter((b: { url: string }) => b.url.startsWith('banner-'));
    expect(banners.map((b: { url: string }) => b.url)).toEqual(['banner-a', 'banner-b']);
    expect(banners[0]).toMatchObject({
      link: '/deposit-bonus/welcome',
      imageUrl: null,
      language: 'en',
    });
  });

  it('refuses a banner link outside the site', async () => {
    const bad = await asOperator(editor, 'POST', '/content', {
      kind: 'banner',
      url: 'bad-link',
      status: 'draft',
      link: '//evil.example',
      translations: en('Bad'),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields[0].field).toBe('link');
  });
});

describe('back office', () => {
  it('refuses an operator without content.publish', async () => {
    const list = await asOperator(support, 'GET', '/content?kind=news');
    expect(list.status).toBe(403);
    const created = await asOperator(support, 'POST', '/content', {
      kind: 'news',
      url: 'not-allowed',
      status: 'published',
      translations: en('No'),
    });
    expect(created.status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/v1/news/not-allowed' })).status).toBe(404);
  });

  it('audits creation, publication and edits, and refuses a url already taken', async () => {
    const draft = await create({
      kind: 'news',
      url: 'audited-entry',
      status: 'draft',
      translations: en('Audited'),
    });
    await asOperator(editor, 'PUT', `/content/${draft.id}`, {
      kind: 'news',
      url: 'audited-entry',
      status: 'published',
      translations: en('Audited'),
    });
    await asOperator(editor, 'PUT', `/content/${draft.id}`, {
      kind: 'news',
      url: 'audited-entry',
      status: 'published',
      translations: en('Audited again'),
    });
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, 'content_news'), eq(auditLog.targetId, draft.id)));
    expect(rows.map((r) => r.action)).toEqual([
      'content.created',
      'content.published',
      'content.updated',
    ]);
    expect(rows[1]?.before).toMatchObject({ status: 'draft' });
    expect(rows[1]?.after).toMatchObject({ status: 'published' });

    const clash = await asOperator(editor, 'POST', '/content', {
      kind: 'news',
      url: 'audited-entry',
      status: 'draft',
      translations: en('Clash'),
    });
    expect(clash.status).toBe(409);
    expect(clash.body.info.resultCode).toBe('content_url_exists');
    // The same url is free in another kind.
    await create({ kind: 'page', url: 'audited-entry', status: 'draft', translations: en('Page') });
  });

  it('answers racing creates of one url with one entry and content_url_exists, never a 500', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        asOperator(editor, 'POST', '/content', {
          kind: 'news',
          url: 'raced-entry',
          status: 'draft',
          translations: en(`Racer ${i}`),
        }),
      ),
    );
    expect(answers.map((a) => `${a.status} ${a.body.info.resultCode}`).sort()).toEqual([
      '200 ok',
      ...Array<string>(19).fill('409 content_url_exists'),
    ]);
  });

  it('asks for en text and lists every entry of a kind with its state', async () => {
    const noEnglish = await asOperator(editor, 'POST', '/content', {
      kind: 'news',
      url: 'no-english',
      status: 'draft',
      translations: { de: { title: 'Nur Deutsch' } },
    });
    expect(noEnglish.status).toBe(400);
    expect(noEnglish.body.data.fields[0].field).toBe('translations.en');
    const list = (await asOperator(editor, 'GET', '/content?kind=news')).body.data.entries as {
      url: string;
      displayStatus: string;
    }[];
    expect(list.find((e) => e.url === 'a-draft')?.displayStatus).toBe('draft');
    expect(list.find((e) => e.url === 'an-archived')?.displayStatus).toBe('archived');
  });

  it('previews Markdown exactly as players get it', async () => {
    const source = '## Hi\n\n<script>x</script> [ok](/info/faq) [no](javascript:alert(1))';
    const preview = await asOperator(editor, 'POST', '/content/preview', { body: source });
    expect(preview.body.data.html).toBe(renderMarkdown(source));
    expect(preview.body.data.html).not.toContain('<script');
  });

  it('uploads PNG and JPEG images by their bytes and serves them with a long cache, refusing other files', async () => {
    const upload = async (name: string, bytes: Buffer) => {
      const form = multipartFile(name, bytes);
      return t.request({
        method: 'POST',
        url: '/api/v1/admin/content/images',
        payload: form.payload,
        headers: { ...form.headers, 'x-operator-session': editor },
      });
    };
    const stored = await upload('banner.png', png(4, 3));
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(stored.body.data.contentType).toBe('image/png');
    expect((await upload('photo.jpg', jpeg(2, 2))).body.data.contentType).toBe('image/jpeg');

    // No api-key: an <img> tag sends none.
    const served = await t.app.inject({ method: 'GET', url: stored.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png(4, 3))).toBe(true);

    for (const [name, bytes] of [
      ['fake.png', pdf()],
      ['page.png', Buffer.from('<html><script>alert(1)</script></html>')],
      ['logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ] as const) {
      const refused = await upload(name, bytes);
      expect(refused.status, `${name} ${JSON.stringify(refused.body)}`).toBe(415);
      expect(refused.body.info.resultCode).toBe('image_type_unsupported');
    }
    const tooLarge = await upload(
      'huge.png',
      Buffer.concat([png(1, 1), Buffer.alloc(2 * 1024 * 1024)]),
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.info.resultCode).toBe('image_too_large');

    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'content.image_uploaded'),
          eq(auditLog.targetId, stored.body.data.id),
        ),
      );
    expect(audited).toHaveLength(1);

    const withImage = await create({
      kind: 'news',
      url: 'with-image',
      status: 'published',
      imageId: stored.body.data.id,
      translations: en('Pictured'),
    });
    expect(withImage).toMatchObject({ imageUrl: stored.body.data.url });
    const unknownImage = await asOperator(editor, 'POST', '/content', {
      kind: 'news',
      url: 'unknown-image',
      status: 'draft',
      imageId: '123e4567-e89b-12d3-a456-426614174000',
      translations: en('X'),
    });
    expect(unknownImage.status).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/content/images/123e4567-e89b-12d3-a456-426614174000',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers a malformed or cut-off image upload with a 400 envelope naming the file, never a 500', async () => {
    for (const { name, payload, headers } of malformedMultiparts()) {
      const answer = await t.request({
        method: 'POST',
        url: '/api/v1/admin/content/images',
        payload,
        headers: { ...headers, 'x-operator-session': editor },
      });
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.data.fields[0], name).toMatchObject({
        field: 'file',
        key: 'malformed_upload',
      });
    }
  });
});

describe('demo content', () => {
  it("is seeded once: a restart adds nothing and keeps an operator's edit", async () => {
    const { createContentService } = await import('./content.service.ts');
    const { seedDemoContent, demoContent } = await import('./content.seed.ts');
    const pages = (await t.request({ method: 'GET', url: '/api/v1/info' })).body.data.pages.map(
      (p: { url: string }) => p.url,
    );
    for (const url of [
      'terms-and-conditions',
      'privacy-policy',
      'cookie-policy',
      'responsible-gambling',
      'bonus-terms',
      'affiliates',
      'faq',
      'how-to-play',
    ])
      expect(pages).toContain(url);
    const howTo = await t.request({
      method: 'GET',
      url: '/api/v1/info/how-to-play',
      language: 'de',
    });
    expect(howTo.body.data).toMatchObject({
      language: 'de',
      languages: ['en', 'es', 'de', 'fr', 'pt', 'no'],
    });
    expect(howTo.body.data.html).toContain('href="/provably-fair"');

    const entries = (await asOperator(editor, 'GET', '/content?kind=page')).body.data.entries as {
      id: string;
      url: string;
    }[];
    const faq = entries.find((e) => e.url === 'faq')!;
    await asOperator(editor, 'PUT', `/content/${faq.id}`, {
      kind: 'page',
      url: 'faq',
      status: 'published',
      position: 60,
      translations: en('Edited FAQ'),
    });
    await seedDemoContent(createContentService({ db: t.database.db }));
    expect((await t.request({ method: 'GET', url: '/api/v1/info/faq' })).body.data.title).toBe(
      'Edited FAQ',
    );
    const news = (await asOperator(editor, 'GET', '/content?kind=news')).body.data.entries as {
      url: string;
    }[];
    const seededNews = demoContent().filter((e) => e.kind === 'news');
    expect(news.filter((e) => seededNews.some((s) => s.url === e.url))).toHaveLength(
      seededNews.length,
    );
  });
});
