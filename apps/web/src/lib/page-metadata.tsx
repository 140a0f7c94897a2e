import { LANGUAGES, type Language } from '@orca/contracts/common/languages';
import { useEffect } from 'react';
import { withLanguageParam } from './i18n-param';

/** Open Graph speaks locales with a region; each of ours with the region it is written for. */
const OG_LOCALES: Record<Language, string> = {
  en: 'en_GB',
  es: 'es_ES',
  de: 'de_DE',
  fr: 'fr_FR',
  pt: 'pt_PT',
  no: 'nb_NO',
};

export interface PageMetadataInput {
  title: string;
  description: string;
  /** An absolute or site path to the sharing image, or null. */
  image: string | null;
  /** The language the page's text is in (a fallback to en says en). */
  language: Language;
  /** Every language the page exists in: one hreflang alternate each, plus x-default. */
  alternates: readonly Language[];
  /** The page's path without a query (defaults to the current one). */
  path?: string;
}

const absolute = (path: string) => new URL(path, window.location.origin).toString();

/**
 * The head tags of a shareable page (spec section 2: news, slot races and network promotions
 * detail pages carry language metadata): title, description, Open Graph and Twitter card, the
 * content language, and `hreflang` alternates whose links carry `?lang=` (decision 016). React 19
 * hoists these into <head> wherever they are rendered, and removes them when the page goes.
 */
export function PageMetadata({
  title,
  description,
  image,
  language,
  alternates,
  path,
}: PageMetadataInput) {
  // The server writes a news page's tags into the HTML for crawlers (platform/web-app.ts); once
  // the app renders its own they would only be duplicates, and stale after the next navigation.
  useEffect(() => {
    for (const element of document.head.querySelectorAll('[data-server-head]')) element.remove();
  }, []);
  const pagePath = path ?? window.location.pathname;
  const url = absolute(withLanguageParam(pagePath, language));
  const languages = LANGUAGES.filter((code) => alternates.includes(code));
  return (
    <>
      <title>{`${title} · Orca Casino`}</title>
      <meta name="description" content={description} />
      <meta httpEquiv="content-language" content={language} />
      <meta property="og:type" content="article" />
      <meta property="og:site_name" content="Orca Casino" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      {languages
        .filter((code) => code !== language)
        .map((code) => (
          <meta key={code} property="og:locale:alternate" content={OG_LOCALES[code]} />
        ))}
      {image && <meta property="og:image" content={absolute(image)} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={absolute(image)} />}
      <link rel="canonical" href={url} />
      {languages.map((code) => (
        <link
          key={code}
          rel="alternate"
          hrefLang={code}
          href={absolute(withLanguageParam(pagePath, code))}
        />
      ))}
      {/* Without ?lang= the visitor's own choice (stored or browser) picks the language. */}
      <link rel="alternate" hrefLang="x-default" href={absolute(pagePath)} />
    </>
  );
}
