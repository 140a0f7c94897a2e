import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec section 4: the cashier needs complete details, so the player is told what to fill in and where. */
export function MissingInfoNotice({
  missing,
  title,
}: {
  missing: readonly string[];
  title?: string;
}) {
  const { t } = useTranslation();
  if (missing.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-2xl border border-amber-400/40 bg-amber-950/30 p-4 text-sm text-amber-100"
    >
      <p className="font-semibold">{title ?? t('cashier.missing.title')}</p>
      <ul className="mt-2 list-inside list-disc">
        {missing.map((item) => (
          <li key={item}>{t(`cashier.missing.items.${item}`, { defaultValue: item })}</li>
        ))}
      </ul>
      <Link
        to="/profile/my-account"
        className="mt-3 inline-block font-semibold text-accent-400 underline-offset-2 hover:underline"
      >
        {t('cashier.missing.link')}
      </Link>
    </div>
  );
}
