interface ImportMetaEnv {
  /** Where the locale sections fetched with their pages are served (vite.config.ts, pageLocales). */
  readonly PAGE_LOCALES: string;
}
