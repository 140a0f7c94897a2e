const TAG_NAMES: Record<string, string> = { destination_tag: 'Destination tag', memo: 'Memo' };

/** The withdrawal methods page's words, loaded with it (the back office is English only; see src/strings.ts). */
export const methodsStrings = {
  title: 'Withdrawal methods',
  subtitle:
    'What players see in the cashier and on the emailed link: processing time, fee and limits (in EUR, shown in each player’s currency), and the address and tag rules.',
  hours: 'Time (hours)',
  fee: 'Fee (EUR)',
  min: 'Minimum (EUR)',
  max: 'Maximum (EUR)',
  addressMin: 'Address min length',
  addressMax: 'Address max length',
  tagMax: (label: string) => `${label === 'memo' ? 'Memo' : 'Tag'} max length`,
  tagRequired: (label: string) =>
    `The ${(TAG_NAMES[label] ?? label).toLowerCase()} is required (refused without one)`,
  noTag: 'Addresses of this currency take no tag.',
  save: 'Save',
  saved: (name: string) => `${name} saved.`,
} as const;
