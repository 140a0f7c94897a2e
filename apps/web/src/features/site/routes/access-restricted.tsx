import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { Icon } from '../../../components/ui/icon';

export function AccessRestrictedPage() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-screen place-items-center bg-ink-950 px-6 text-center">
      <div className="max-w-md">
        <Icon name="globe" className="mx-auto h-14 w-14 text-accent-400" />
        <h1 className="mt-4 text-2xl font-bold text-white">{t('restricted.title')}</h1>
        <p className="mt-3 text-slate-300">{t('restricted.text')}</p>
        <div className="mt-6 flex justify-center">
          <LanguageSwitcher />
        </div>
      </div>
    </div>
  );
}
