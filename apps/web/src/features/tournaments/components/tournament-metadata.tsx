import type { TournamentDetail } from '@orca/contracts';
import { LANGUAGES } from '@orca/contracts/common/languages';
import { detailPathOf } from './tournament-card';

/**
 * Sharing and language metadata of a tournament's page (spec section 2: detail pages carry language
 * en metadata). React 19 hoists these tags into <head> while the page is shown. Every language is an
 * alternate: texts fall back to English, so each ?lang= address serves a whole page.
 */
export function TournamentMetadata({ tournament }: { tournament: TournamentDetail }) {
  const pageUrl = new URL(detailPathOf(tournament), window.location.origin).href;
  const withLanguage = (language: string) => `${pageUrl}?lang=${language}`;
  const image = tournament.imageUrl ? new URL(tournament.imageUrl, window.location.origin).href : null;
  return (
    <>
      <title>{tournament.title}</title>
      <meta name="description" content={tournament.summary} />
      <meta httpEquiv="content-language" content="en" />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={tournament.title} />
      <meta property="og:description" content={tournament.summary} />
      <meta property="og:url" content={withLanguage(tournament.language)} />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={tournament.title} />
      <meta name="twitter:description" content={tournament.summary} />
      {LANGUAGES.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={withLanguage(language)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={pageUrl} />
    </>
  );
}
