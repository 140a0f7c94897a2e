import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/page';
import { useShell } from '../../../lib/shell-context';

/** What a visitor sees instead of figures: the programme in a sentence and the way in. */
export function VisitorInvite({ text }: { text: string }) {
  const { t } = useTranslation();
  const { openLogin } = useShell();
  return (
    <Panel>
      <p className="text-slate-200">{text}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => openLogin()}>{t('rewards.visitor.login')}</Button>
        <Link
          to="/register"
          className="inline-flex items-center rounded-lg bg-ink-700 px-4 py-2 text-sm text-white hover:bg-ink-600"
        >
          {t('rewards.visitor.signup')}
        </Link>
      </div>
    </Panel>
  );
}
