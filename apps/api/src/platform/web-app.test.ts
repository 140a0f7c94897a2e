import { describe, expect, it } from 'vitest';
import { renderSharedPageHead } from './web-app.ts';

describe('a news page served to crawlers', () => {
  const page = {
    title: 'Orca Crash ist online',
    description: 'Kassiere, "bevor" <er> abtaucht',
    imageUrl: '/api/v1/content/images/abc',
    language: 'de' as const,
    languages: ['en', 'de'] as const,
  };
  const head = renderSharedPageHead(page, '/news/orca-crash-is-live', 'https://casino.example');

  it('carries the sharing tags, the content language and ?lang= alternates with x-default', () => {
    expect(head).toContain(
      '<title data-server-head="">Orca Crash ist online · Orca Casino</title>',
    );
    expect(head).toContain('<meta property="og:locale" content="de_DE" data-server-head="" />');
    expect(head).toContain(
      '<meta http-equiv="content-language" content="de" data-server-head="" />',
    );
    expect(head).toContain(
      '<meta property="og:url" content="https://casino.example/news/orca-crash-is-live?lang=de" data-server-head="" />',
    );
    expect(head).toContain(
      '<meta property="og:image" content="https://casino.example/api/v1/content/images/abc" data-server-head="" />',
    );
    expect(head).toContain(
      '<link rel="alternate" hreflang="en" href="https://casino.example/news/orca-crash-is-live?lang=en" data-server-head="" />',
    );
    expect(head).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://casino.example/news/orca-crash-is-live" data-server-head="" />',
    );
  });

  it('escapes what an operator typed', () => {
    expect(head).toContain('content="Kassiere, &quot;bevor&quot; &lt;er&gt; abtaucht"');
    expect(head).not.toContain('<er>');
  });
});
