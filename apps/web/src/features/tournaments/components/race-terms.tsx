import type { TournamentDetail } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { raceTermsOf } from '../lib/race-terms';
import { Terms } from './terms';

/** A slot race's terms: the standing ones in the player's language, then any the operator added for this race. */
export function RaceTerms({ race }: { race: TournamentDetail }) {
  const { t, i18n } = useTranslation();
  const terms = raceTermsOf(race, {
    dateTime: (iso) => formatDateTime(iso, i18n.language),
    money: (amount, currency) => formatMoney(amount, currency, i18n.language),
  });
  return (
    <div className="space-y-3">
      <ol
        className="list-decimal space-y-1.5 pl-5 text-sm leading-relaxed text-slate-300"
        data-testid="race-terms"
      >
        {terms.map((term) => (
          <li key={term.key}>{t(`tournaments.raceTerms.${term.key}`, term.values)}</li>
        ))}
      </ol>
      {race.termsHtml && <Terms html={race.termsHtml} />}
    </div>
  );
}
