import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/page';

/** The loading and error states every tournaments page shares. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="animate-pulse py-6 text-slate-400">
      {t('common.loading')}
    </p>
  );
}

export function LoadError({ error }: { error: Error }) {
  return <FormError message={error.message} />;
}

export function Empty({ text }: { text: string }) {
  return (
    <Panel>
      <p className="text-slate-300">{text}</p>
    </Panel>
  );
}
