/** Log-in, My account and recovery codes' words (English only; see src/strings.ts). */
export const authStrings = {
  login: {
    title: 'Staff log-in',
    username: 'Username',
    password: 'Password',
    next: 'Continue',
    codeTitle: 'Authenticator code',
    codeHelp: 'Enter the 6-digit code your authenticator app shows for Orca back office.',
    code: 'Code',
    confirm: 'Log in',
    enrolTitle: 'Set up two-step log-in',
    enrolHelp:
      'Staff log in with a password and a code from an authenticator app. Scan this QR code with the app (or type the key below), then enter the code it shows to finish.',
    secretLabel: 'Key',
    qrAlt: 'QR code with the authenticator key',
    startAgain: 'Start again',
    idleNote: (minutes: number) =>
      `For safety you are logged out after ${minutes} minutes without activity.`,
    codeOrRecoveryHelp: 'Lost your authenticator? Enter one of your recovery codes instead.',
    recoveryUsedTitle: 'Logged in with a recovery code',
    recoveryUsed: (left: number) =>
      `That code is now spent. ${left === 1 ? 'One recovery code is' : `${left} recovery codes are`} left. Ask an admin to reset your authenticator, or make new codes from My account once you have it back.`,
    continue: 'Continue',
  },
  account: {
    nav: 'My account',
    title: 'My account',
    subtitle:
      'Your two-step log-in: the authenticator app and the recovery codes that stand in for it.',
    recoveryTitle: 'Recovery codes',
    recoveryLeft: (left: number) =>
      left === 0
        ? 'You have no recovery codes left. Make a new set now, while you have your authenticator.'
        : `${left} unused recovery ${left === 1 ? 'code' : 'codes'} left. Each logs you in once if you lose your authenticator.`,
    regenerateHelp:
      'New codes replace all the old ones. Enter the current code from your authenticator app to confirm it is you.',
    code: 'Authenticator code',
    regenerate: 'Make new recovery codes',
    regenerated: 'New recovery codes are ready; the old ones no longer work.',
  },
  recovery: {
    title: 'Save your recovery codes',
    help: 'If you lose your authenticator app, each of these codes logs you in once in place of a 6-digit code. They are shown only now: keep them somewhere safe, such as a password manager or on paper in a locked drawer.',
    listLabel: 'Recovery codes',
    copy: 'Copy all',
    copied: 'Copied.',
    copyFailed: 'This browser did not allow copying: select the codes and copy them by hand.',
    saved: 'I have saved them somewhere safe',
    continue: 'Continue',
  },
} as const;
