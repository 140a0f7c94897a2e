import { LANGUAGES, type Language } from '@orca/contracts/common/languages';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGE_NAMES } from '../lib/i18n';

export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <label className={`flex items-center gap-2 text-sm ${className}`}>
      <span className="sr-only">{t('header.language')}</span>
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
