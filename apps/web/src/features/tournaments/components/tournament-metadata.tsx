import type { TournamentDetail } from '@orca/contracts';
import { DEFAULT_LANGUAGE, LANGUAGES, matchLanguage } from '@orca/contracts/common/languages';
import { PageMetadata } from '../../../lib/page-metadata';
import { detailPathOf } from './tournament-card';

/**
 * Sharing and language metadata of a tournament's page (spec section 2). Every language is an
 * alternate: texts fall back to English, so each ?lang= address serves a whole page.
 */
export function TournamentMetadata({ tournament }: { tournament: TournamentDetail }) {
  return (
    <PageMetadata
      title={tournament.title}
      description={tournament.summary}
      image={tournament.imageUrl}
      language={matchLanguage(tournament.language) ?? DEFAULT_LANGUAGE}
      alternates={LANGUAGES}
      path={detailPathOf(tournament)}
    />
  );
}
