import { LANGUAGES, type Language } from '@orca/contracts/common/languages';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGE_NAMES } from '../lib/i18n';

/** `isLabelShown`: the word "Language" is visible (the phone menu), not only announced (the header). */
export function LanguageSwitcher({
  className = '',
  isLabelShown = false,
}: {
  className?: string;
  isLabelShown?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <label className={`flex items-center gap-2 text-sm ${className}`}>
      <span className={isLabelShown ? 'text-slate-300' : 'sr-only'}>{t('header.language')}</span>
      <select
        aria-label={t('header.language')}
        value={i18n.language}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
        className="rounded-lg border border-ink-600 bg-ink-900 px-2 py-1.5 text-sm text-white"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
