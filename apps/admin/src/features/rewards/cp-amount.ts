/** Whole CP typed by the operator, or null when it is not a whole number other than 0; the range is the API's to judge. */
export function parseWholeCp(text: string): number | null {
  const trimmed = text.trim().replace(/^\+/, '').replace('−', '-');
  if (!/^-?\d{1,9}$/.test(trimmed)) return null;
  const cp = Number(trimmed);
  return cp === 0 ? null : cp;
}
