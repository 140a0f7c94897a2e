import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/field';
import { Page, Panel } from '../../../components/ui/page';
import { skinConfigQuery } from '../../../lib/queries/skin-config';
import { ContactForm } from '../components/contact-form';

/** How to reach support: the contact form (a ticket answered by email) and the address the operator set in the skin. */
export function ContactUsPage() {
  const { t } = useTranslation();
  const skin = useQuery(skinConfigQuery);
  const email = skin.data?.supportEmail;
  return (
    <Page title={t('pages.contactUs')}>
      <Panel>
        <div className="space-y-4 text-slate-300">
          <p>{t('contact.intro')}</p>
          <ContactForm />
          {email ? (
            <p className="text-sm">
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
        </div>
      </Panel>
    </Page>
  );
}
