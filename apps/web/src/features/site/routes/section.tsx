import { useTranslation } from 'react-i18next';
import { Page, Panel } from '../../../components/ui/page';

/** A page of the route table whose content is being prepared: its heading and a friendly note. */
export function SectionPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Page title={t(titleKey)}>
      <Panel>
        <p className="text-slate-300">{t('common.sectionPreparing')}</p>
      </Panel>
    </Page>
  );
}
