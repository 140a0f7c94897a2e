import { MINIMUM_AGE_YEARS } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInfoPages } from '../../features/content/api/info';
import { acceptedPaymentMethodsQueryOptions } from '../../lib/queries/payment-methods';
import { skinConfigQuery } from '../../lib/queries/skin-config';
import { footerLinks } from './footer-links';

/**
 * The site footer on every page: the legal pages, the payment methods, the age mark, the helpline
 * and the licence. On phones it ends above the fixed quick-links bar where that bar is shown.
 */
export function SiteFooter({ hasMobileFooter }: { hasMobileFooter: boolean }) {
  const { t } = useTranslation();
  const pages = useInfoPages();
  const skin = useQuery(skinConfigQuery);
  const methods = useQuery(acceptedPaymentMethodsQueryOptions());
  const links = footerLinks(pages.data?.pages ?? [], t('footer.site.cookies'));
  const legal = skin.data?.legal;
  const paymentMethods = methods.data?.methods ?? [];
  const heading = 'mb-3 text-xs font-semibold tracking-wider text-slate-300 uppercase';

  return (
    <footer
      aria-label={t('footer.site.label')}
      className={`border-t border-ink-800 bg-ink-950 px-4 pt-8 text-sm text-slate-400 sm:px-6 sm:pb-6 ${hasMobileFooter ? 'pb-24' : 'pb-6'}`}
      data-testid="site-footer"
    >
      <div className="mx-auto grid max-w-6xl gap-8 md:grid-cols-[2fr_1fr]">
        <nav aria-labelledby="site-footer-info">
          <h2 id="site-footer-info" className={heading}>
            {t('footer.site.infoTitle')}
          </h2>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3">
            {links.map((link) => (
              <li key={link.to + link.label} className="min-w-0">
                <Link
                  to={link.to}
                  lang={link.lang}
                  className="break-words text-slate-300 hover:text-white hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {paymentMethods.length > 0 && (
          <section aria-labelledby="site-footer-payments">
            <h2 id="site-footer-payments" className={heading}>
              {t('footer.site.paymentsTitle')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {paymentMethods.map((method) => (
                <li
                  key={method.id}
                  className="rounded-md border border-ink-700 bg-ink-900 px-2.5 py-1 text-xs font-semibold text-slate-200"
                >
                  {method.name}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="mx-auto mt-8 flex max-w-6xl flex-col gap-4 border-t border-ink-800 pt-6 sm:flex-row sm:items-start">
        <span
          role="img"
          aria-label={t('footer.site.adultLabel', { age: MINIMUM_AGE_YEARS })}
          className="grid h-11 w-11 shrink-0 place-items-center rounded-full border-2 border-rose-400 text-sm font-black text-rose-300"
        >
          {MINIMUM_AGE_YEARS}+
        </span>
        <div className="min-w-0 space-y-2 text-xs leading-relaxed">
          <p>{t('footer.site.adultText', { age: MINIMUM_AGE_YEARS })}</p>
          {legal?.helpline && (
            <p data-testid="footer-helpline">
              {t('footer.site.helpline', {
                name: legal.helpline.name,
                phone: legal.helpline.phone,
              })}{' '}
              {legal.helpline.url && (
                <a
                  href={legal.helpline.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-slate-300 underline-offset-2 hover:text-white hover:underline"
                >
                  {t('footer.site.helplineLink', { name: legal.helpline.name })}
                </a>
              )}
            </p>
          )}
          {legal?.licence && (
            <p data-testid="footer-licence">
              {t('footer.site.licence', {
                operator: legal.licence.operator,
                regulator: legal.licence.regulator,
                number: legal.licence.number,
              })}{' '}
              {legal.licence.url && (
                <a
                  href={legal.licence.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-slate-300 underline-offset-2 hover:text-white hover:underline"
                >
                  {t('footer.site.licenceLink')}
                </a>
              )}
            </p>
          )}
          {legal?.licence && (
            <p>
              {t('footer.site.copyright', {
                year: new Date().getFullYear(),
                operator: legal.licence.operator,
              })}
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
