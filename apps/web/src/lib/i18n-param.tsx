import type { Language } from '@orca/contracts/common/languages';
import { LOCALE_PARAM } from '@orca/contracts/content/content.constants';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { changeLanguage, languageParamOf } from './i18n';

/** `path` (which may carry a query and a hash) with `?lang=<language>`: the form of every link Orca shares. */
export function withLanguageParam(path: string, language: Language): string {
  const url = new URL(path, 'http://orca.invalid');
  url.searchParams.set(LOCALE_PARAM, language);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The same address without `?lang=`. */
export function withoutLanguageParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LOCALE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Follows `?lang=<code>` on any address (decision 016): the language becomes the stored choice,
 * then the parameter leaves the address (replaced, no reload), so a bookmark or a copied link does
 * not pin the language for whoever opens it next. Start has already applied it on a first load
 * (initialLanguage); this covers links followed inside the app. An unknown code is only removed.
 */
export function LocaleParam() {
  const location = useLocation();
  const navigate = useNavigate();
  const raw = new URLSearchParams(location.search).get(LOCALE_PARAM);
  useEffect(() => {
    if (raw === null) return;
    const language = languageParamOf(location.search);
    const cleaned = {
      pathname: location.pathname,
      search: withoutLanguageParam(location.search),
      hash: location.hash,
    };
    void (language ? changeLanguage(language) : Promise.resolve()).then(() =>
      navigate(cleaned, {
        replace: true,
        state: location.state as unknown,
        preventScrollReset: true,
      }),
    );
  }, [raw, location.pathname, location.search, location.hash, location.state, navigate]);
  return null;
}
