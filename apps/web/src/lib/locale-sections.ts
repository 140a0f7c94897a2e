/**
 * The locale sections the shell (header, drawer, footer, start) and the home page show: fetched at
 * start, as one file per language together with the server's messages (vite.config.ts groups
 * them). Every other section is fetched with the page that shows it (lib/i18n.ts, loadSections).
 */
export const START_SECTIONS: readonly string[] = [
  'common',
  'drawer',
  'footer',
  'games',
  'header',
  'home',
  'menu',
  'session',
  'start',
];
