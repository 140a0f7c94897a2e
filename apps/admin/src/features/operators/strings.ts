/** The Operators section's words (the back office is English only; see src/strings.ts). */
export const operatorsStrings = {
  nav: 'Operators',
  title: 'Operators',
  subtitle: 'Staff accounts. A new operator sets up their authenticator app at their first log-in.',
  username: 'Username',
  role: 'Role',
  twoStep: 'Authenticator',
  enrolled: 'Set up',
  notEnrolled: 'At first log-in',
  created: 'Created',
  addTitle: 'Add an operator',
  password: 'Initial password',
  passwordHint:
    'At least 12 characters with upper and lower case letters and a digit or symbol; hand it over in person.',
  add: 'Add operator',
  added: (username: string) =>
    `${username} was added. They log in with this password and set up their authenticator.`,
  status: 'Status',
  active: 'Active',
  disabled: 'Disabled',
  recoveryCodes: 'Recovery codes',
  you: '(you)',
  changeRole: (username: string) => `Role of ${username}`,
  saveRole: 'Change role',
  selectHint: 'Select an operator to change their role, disable them or reset their authenticator.',
  selfHint:
    'This is you: another admin disables or resets your account. New recovery codes are made in My account.',
  disable: 'Disable',
  enable: 'Enable',
  resetTwoStep: 'Reset authenticator',
  confirmDisable: (username: string) =>
    `Disable ${username}? Their sessions end at once and they cannot log in until enabled again.`,
  confirmReset: (username: string) =>
    `Reset ${username}'s authenticator? Their recovery codes stop working, their sessions end, and they set up a new authenticator at their next log-in.`,
  roleChanged: (username: string, role: string) => `${username} is now ${role}.`,
  disabledDone: (username: string) => `${username} is disabled and logged out.`,
  enabledDone: (username: string) => `${username} can log in again.`,
  resetDone: (username: string) =>
    `${username}'s authenticator was reset. They set up a new one at their next log-in.`,
  roles: {
    admin: 'Admin (everything)',
    payments: 'Payments desk',
    compliance: 'Compliance',
    marketing: 'Marketing',
    support: 'Support',
  } as Record<string, string>,
} as const;
