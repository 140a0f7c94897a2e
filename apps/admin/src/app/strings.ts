/**
 * The shell's words around every section: the phone menu and the signed-in operator (English
 * only; see src/strings.ts). Each section's name is in its own strings.
 */
export const appStrings = {
  menu: 'Menu',
  closeMenu: 'Close menu',
  signedInAs: (username: string, role: string) => `${username} · ${role}`,
  logOut: 'Log out',
} as const;
