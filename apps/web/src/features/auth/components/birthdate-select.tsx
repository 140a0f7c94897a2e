import { useTranslation } from 'react-i18next';

const pad = (n: number) => String(n).padStart(2, '0');
const THIS_YEAR = new Date().getFullYear();

/** Day, month and year selects that report the spec's DD-MM-YYYY (or '' until all three are chosen). */
export function BirthdateSelect({
  value,
  onChange,
  error,
  idPrefix,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  idPrefix: string;
}) {
  const { t, i18n } = useTranslation();
  const [day = '', month = '', year = ''] = value ? value.split('-') : [];
  // Partial choices are kept as 'DD-MM-YYYY' with blanks, so the other selects keep their values.
  const update = (d: string, m: string, y: string) => onChange(d || m || y ? `${d}-${m}-${y}` : '');
  const select =
    'rounded-lg border border-ink-600 bg-ink-900 px-2 py-2 text-sm text-white aria-[invalid=true]:border-rose-400';
  const monthName = (m: number) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'long' }).format(
      new Date(Date.UTC(2000, m - 1, 1)),
    );
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-200">{t('auth.birthdate')}</legend>
      <div className="grid grid-cols-[1fr_2fr_1.4fr] gap-2">
        <select
          id={`${idPrefix}-day`}
          aria-label={t('auth.day')}
          aria-invalid={error ? true : undefined}
          className={select}
          value={day}
          onChange={(e) => update(e.target.value, month, year)}
        >
          <option value="">{t('auth.day')}</option>
          {Array.from({ length: 31 }, (_, i) => (
            <option key={i} value={pad(i + 1)}>
              {i + 1}
            </option>
          ))}
        </select>
        <select
          id={`${idPrefix}-month`}
          aria-label={t('auth.month')}
          aria-invalid={error ? true : undefined}
          className={select}
          value={month}
          onChange={(e) => update(day, e.target.value, year)}
        >
          <option value="">{t('auth.month')}</option>
          {Array.from({ length: 12 }, (_, i) => (
            <option key={i} value={pad(i + 1)}>
              {monthName(i + 1)}
            </option>
          ))}
        </select>
        <select
          id={`${idPrefix}-year`}
          aria-label={t('auth.year')}
          aria-invalid={error ? true : undefined}
          className={select}
          value={year}
          onChange={(e) => update(day, month, e.target.value)}
        >
          <option value="">{t('auth.year')}</option>
          {Array.from({ length: 100 }, (_, i) => THIS_YEAR - 18 - i).map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p role="alert" className="mt-1 text-xs text-rose-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
