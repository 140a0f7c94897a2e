import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malformedMultiparts, multipartFile } from '../../../test/files.ts';
import { createTestApp, operatorSession, type TestApp } from '../../../test/harness.ts';
import { auditLog } from '../../db/schema/index.ts';

let t: TestApp;
let editor: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await operatorSession(t, 'marketing');
  support = await operatorSession(t, 'support');
});
afterAll(() => t.close());

type AdminItem = {
  id: string;
  position: number;
  enabled: boolean;
  labels: Record<string, string>;
  path: string | null;
};
const asOperator = (session: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.request({
    method,
    url: `/api/v1/admin/skin${url}`,
    headers: { 'x-operator-session': session },
    ...(payload ? { payload } : {}),
  });
const menuItems = async () =>
  (await asOperator(editor, 'GET', '/menu')).body.data.items as AdminItem[];
const edit = (items: AdminItem[]) =>
  items.map(({ id, position, enabled, labels, path }) => ({ id, position, enabled, labels, path }));

async function uploadLogo(session: string, name: string, svg: string) {
  const form = multipartFile(`${name}.svg`, Buffer.from(svg));
  return t.request({
    method: 'PUT',
    url: `/api/v1/admin/skin/logos/${name}`,
    payload: form.payload,
    headers: { ...form.headers, 'x-operator-session': session },
  });
}

describe('back-office skin menu', () => {
  it('reorders, relabels and disables drawer entries, and /skinMenu follows', async () => {
    const items = await menuItems();
    const news = items.find((i) => i.id === 'news')!;
    // The back office sends every entry's new position: news moves to the top.
    const reordered = [news, ...items.filter((i) => i.id !== 'news')].map((item, index) => ({
      ...item,
      position: index,
    }));
    const changed = edit(reordered).map((item) => {
      if (item.id === 'news') return { ...item, labels: { en: 'Blog', de: 'Neuigkeiten' } };
      if (item.id === 'affiliates') return { ...item, enabled: false };
      if (item.id === 'contact') return { ...item, path: '/info/faq' };
      return item;
    });
    const saved = await asOperator(editor, 'PUT', '/menu', { items: changed });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.items.find((i: AdminItem) => i.id === 'affiliates').enabled).toBe(false);

    const drawer = (await t.request({ method: 'GET', url: '/api/v1/skinMenu' })).body.data as {
      id: string;
      labels: Record<string, string>;
      path: string | null;
    }[];
    expect(drawer[0]).toMatchObject({ id: 'news', labels: { en: 'Blog', de: 'Neuigkeiten' } });
    expect(drawer.map((i) => i.id)).not.toContain('affiliates');
    expect(drawer.find((i) => i.id === 'contact')?.path).toBe('/info/faq');
    expect(news.labels).toEqual({});

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'skin.menu_updated'), eq(auditLog.targetKind, 'skin_menu')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'affiliates', enabled: false })]),
    );
    expect(audit[0]?.before).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'affiliates', enabled: true })]),
    );
  });

  it('hides a disabled group with its children and keeps a group heading without a path', async () => {
    const items = await menuItems();
    const changed = edit(items).map((item) =>
      item.id === 'live' ? { ...item, enabled: false, path: '/somewhere' } : item,
    );
    const saved = await asOperator(editor, 'PUT', '/menu', { items: changed });
    expect(saved.body.data.items.find((i: AdminItem) => i.id === 'live').path).toBeNull();
    const drawer = (await t.request({ method: 'GET', url: '/api/v1/skinMenu' })).body.data as {
      id: string;
    }[];
    expect(drawer.map((i) => i.id)).not.toContain('live');
  });

  it('refuses unknown entries, paths outside the site, and operators without content.publish', async () => {
    const unknown = await asOperator(editor, 'PUT', '/menu', {
      items: [{ id: 'nope', position: 0, enabled: true, labels: {}, path: null }],
    });
    expect(unknown.body.info.resultCode).toBe('menu_item_unknown');
    const external = await asOperator(editor, 'PUT', '/menu', {
      items: [{ id: 'news', position: 0, enabled: true, labels: {}, path: 'https://evil.example' }],
    });
    expect(external.status).toBe(400);
    expect((await asOperator(support, 'GET', '/menu')).status).toBe(403);
    expect(
      (
        await asOperator(support, 'PUT', '/menu', {
          items: [{ id: 'news', position: 0, enabled: false, labels: {}, path: '/news' }],
        })
      ).status,
    ).toBe(403);
  });
});

describe('back-office logos', () => {
  it('replaces a logo with a clean SVG that /logos then serves, audited', async () => {
    const list = (await asOperator(editor, 'GET', '/logos')).body.data.logos as { name: string }[];
    expect(list.map((l) => l.name)).toContain('main-dark');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#123456"/></svg>';
    const saved = await uploadLogo(editor, 'main-dark', svg);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const served = await t.request({ method: 'GET', url: '/api/v1/logos?type=main&color=dark' });
    expect(served.body.data.svg).toContain('fill="#123456"');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'skin.logo_replaced'), eq(auditLog.targetId, 'main-dark')));
    expect(audit).toHaveLength(1);
  });

  it.each([
    ['a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an event handler', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'],
    [
      'an external image',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>',
    ],
    [
      'a javascript link',
      '<svg xmlns="http://www.w3.org/2000/svg"><a xlink:href="javascript:alert(1)"><rect/></a></svg>',
    ],
    [
      'an external url() fill',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url(https://evil.example/#g)"/></svg>',
    ],
    [
      'a foreignObject',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div>x</div></foreignObject></svg>',
    ],
    ['not an SVG', '<html><body>hello</body></html>'],
  ])('refuses an SVG with %s and keeps the old logo', async (_name, svg) => {
    const before = (await t.request({ method: 'GET', url: '/api/v1/logos?type=icon&color=light' }))
      .body.data.svg;
    const refused = await uploadLogo(editor, 'icon-light', svg);
    expect(refused.status).toBe(400);
    expect(refused.body.info.resultCode).toBe('svg_unsafe');
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/logos?type=icon&color=light' })).body.data
        .svg,
    ).toBe(before);
  });

  it('answers a malformed or cut-off logo upload with a 400 envelope naming the file, never a 500', async () => {
    for (const { name, payload, headers } of malformedMultiparts()) {
      const answer = await t.request({
        method: 'PUT',
        url: '/api/v1/admin/skin/logos/icon-light',
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

  it('refuses an operator without content.publish', async () => {
    const refused = await uploadLogo(
      support,
      'icon-light',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>',
    );
    expect(refused.status).toBe(403);
  });
});
