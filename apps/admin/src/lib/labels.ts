/**
 * The label an operator reads for a stored value: its entry in the back office's strings, else the
 * value spelled as words (awaiting_details → "Awaiting details", vipClub → "Vip club"), so a value
 * added on the server later never shows on screen as a raw code.
 */
export function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  return labels[value] ?? inWords(value);
}

/** snake_case, kebab-case and camelCase as a sentence-case phrase. */
export function inWords(value: string): string {
  const words = value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
