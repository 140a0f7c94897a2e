import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Page, Panel } from '../../../components/ui/page';
import { useToast } from '../../../components/ui/toast';

/** The UI kit on one page, for checking the shared widgets by eye. */
export function TestComponentPage() {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <Page title={t('pages.testComponent')}>
      <Panel>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => toast({ title: t('testComponent.toast'), variant: 'success' })}>
            {t('testComponent.primary')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => toast({ title: t('testComponent.sticky'), durationMs: 0 })}
          >
            {t('testComponent.secondary')}
          </Button>
          <Button variant="danger">{t('testComponent.danger')}</Button>
        </div>
        <TextField
          className="mt-6"
          label={t('testComponent.field')}
          error={t('validation.required')}
        />
      </Panel>
    </Page>
  );
}
