import type { AdminContentEntry } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, emptyDraft } from './entry-draft';

const entry: AdminContentEntry = {
  id: '7',
  kind: 'news',
  url: 'hello',
  status: 'published',
  displayStatus: 'scheduled',
  publishAt: '2030-01-02T10:00:00.000Z',
  imageId: null,
  imageUrl: null,
  tags: ['a', 'b'],
  position: 0,
  link: null,
  translations: {
    en: { title: 'Hi', summary: 's', body: 'b' },
    de: { title: 'Hallo', summary: '', body: '' },
  },
  createdAt: '2029-01-01T00:00:00.000Z',
  updatedAt: '2029-01-01T00:00:00.000Z',
};

describe('content entry draft', () => {
  it('round-trips a scheduled entry to the same publish instant and languages', () => {
    const draft = draftOf(entry);
    expect(draft.mode).toBe('schedule');
    const body = bodyOf(draft);
    expect(body.publishAt).toBe('2030-01-02T10:00:00.000Z');
    expect(body.status).toBe('published');
    expect(Object.keys(body.translations)).toEqual(['en', 'de']);
    expect(body.tags).toEqual(['a', 'b']);
  });

  it('publishes now without a date and leaves untitled languages out', () => {
    const draft = {
      ...emptyDraft('banner'),
      url: 'x',
      mode: 'now' as const,
      link: ' /slot-races ',
    };
    draft.texts.en = { title: 'T', summary: '', body: '' };
    draft.texts.es = { title: '  ', summary: 'ignored', body: '' };
    const body = bodyOf(draft);
    expect(body).toMatchObject({ status: 'published', publishAt: null, link: '/slot-races' });
    expect(Object.keys(body.translations)).toEqual(['en']);
  });
});
