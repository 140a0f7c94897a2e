import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/field';
import { Page, Panel } from '../../../components/ui/page';
import { skinConfigQuery } from '../../../lib/queries/skin-config';

/**
 * How to reach support. Live Chat and the footer's Chat lead here until the in-house chat exists,
 * so the page says so and gives the address the operator set in the skin.
 */
export function ContactUsPage() {
  const { t } = useTranslation();
  const skin = useQuery(skinConfigQuery);
  const email = skin.data?.supportEmail;
  return (
    <Page title={t('pages.contactUs')}>
      <Panel>
        <div className="space-y-3 text-slate-300">
          <p>{t('pages.contact.intro')}</p>
          {email ? (
            <p>
              {t('pages.contact.email')}{' '}
              <a href={`mailto:${email}`} className="font-semibold text-accent-400 hover:underline">
                {email}
              </a>
            </p>
          ) : skin.error ? (
            <FormError message={skin.error.message} />
          ) : (
            <p role="status">{t('common.loading')}</p>
          )}
          <p className="text-sm text-slate-400">{t('pages.contact.chatLater')}</p>
        </div>
      </Panel>
    </Page>
  );
}
