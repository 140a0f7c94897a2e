/** The Audit log section's words (the back office is English only; see src/strings.ts). */
export const auditStrings = {
  nav: 'Audit log',
  title: 'Audit log',
  subtitle:
    'Every operator action and every player limit change, newest first. Entries can never be changed.',
  actor: 'Actor (username or id)',
  action: 'Action starts with',
  targetKind: 'Target kind',
  targetId: 'Target id',
  from: 'From',
  to: 'To',
  search: 'Search',
  clear: 'Clear',
  when: 'When',
  who: 'Who',
  what: 'Action',
  target: 'Target',
  change: 'Before → after',
  where: 'From',
} as const;
