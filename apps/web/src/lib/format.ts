/** Formats a decimal-string amount in the player's locale and currency with Intl. */
export function formatMoney(amount: string, currency: string, language: string): string {
  const value = Number(amount);
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(
    Number.isFinite(value) ? value : 0,
  );
}

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
