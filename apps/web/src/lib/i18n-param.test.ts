import { describe, expect, it } from 'vitest';
import { languageParamOf } from './i18n';
import { withLanguageParam, withoutLanguageParam } from './i18n-param';

describe('the ?lang= locale parameter', () => {
  it('is added to a shared path, keeping its query and hash, and replacing an older one', () => {
    expect(withLanguageParam('/news/orca-crash-is-live', 'de')).toBe(
      '/news/orca-crash-is-live?lang=de',
    );
    expect(withLanguageParam('/news?page=2#top', 'es')).toBe('/news?page=2&lang=es#top');
    expect(withLanguageParam('/info/faq?lang=fr', 'no')).toBe('/info/faq?lang=no');
  });

  it('leaves the address without touching the rest of the query', () => {
    expect(withoutLanguageParam('?lang=de')).toBe('');
    expect(withoutLanguageParam('?page=2&lang=de&tag=vip')).toBe('?page=2&tag=vip');
    expect(withoutLanguageParam('?page=2')).toBe('?page=2');
  });

  it('names only the languages the site speaks', () => {
    expect(languageParamOf('?lang=de')).toBe('de');
    expect(languageParamOf('?lang=xx')).toBeNull();
    expect(languageParamOf('?lang=DE')).toBeNull();
    expect(languageParamOf('?page=1')).toBeNull();
  });
});
