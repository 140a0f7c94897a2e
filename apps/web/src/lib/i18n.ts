// The module, not the package index: the index's zod schemas would all load with the home page.
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  matchLanguage,
  type Language,
} from '@orca/contracts/common/languages';
import { LOCALE_PARAM } from '@orca/contracts/content/content.constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from './api-client';
import { START_SECTIONS } from './locale-sections';
import { storage, STORAGE_KEYS } from './storage';

/**
 * Only the chosen language is fetched. UI strings live in one file per section
 * (`locales/<lang>/<section>.json`, the file name being the top-level key), so features own
 * their strings; the server's messages come from the contracts package. The sections of the shell
 * and the home page come at start (START_SECTIONS); every other section is fetched with the page
 * or component that shows it: the router's lazy pages name theirs (loadSections).
 */
// The start sections (START_SECTIONS, which locales.test.ts holds this list to) travel in the
// first load's locale file; every other section is fetched as JSON (vite.config.ts, pageLocales).
const startFiles = import.meta.glob<{ default: object }>(
  '../locales/*/{common,drawer,footer,games,header,home,menu,session,start}.json',
);

async function loadFile(language: Language, section: string): Promise<object> {
  const start = startFiles[`../locales/${language}/${section}.json`];
  if (start) return (await start()).default;
  const response = await fetch(`${import.meta.env.PAGE_LOCALES}/${language}/${section}.json`);
  if (!response.ok)
    throw new Error(`No locale file ${language}/${section}.json (HTTP ${response.status})`);
  return (await response.json()) as object;
}
const serverFiles: Record<
  Language,
  () => Promise<{ default: { errors: object; validation: object } }>
> = {
  en: () => import('@orca/contracts/messages/en.json'),
  es: () => import('@orca/contracts/messages/es.json'),
  de: () => import('@orca/contracts/messages/de.json'),
  fr: () => import('@orca/contracts/messages/fr.json'),
  pt: () => import('@orca/contracts/messages/pt.json'),
  no: () => import('@orca/contracts/messages/no.json'),
};

/**
 * Each section asked for so far, with its load into the languages present then. A language loaded
 * later (a switch) fetches every section named here, those still arriving included, so a page
 * never shows a key; two pages asking for one section share its load.
 */
const sectionLoads = new Map<string, Promise<void>>(
  START_SECTIONS.map((section) => [section, Promise.resolve()]),
);

async function loadUi(
  language: Language,
  sections: readonly string[],
): Promise<Record<string, object>> {
  const entries = await Promise.all(
    sections.map(async (section) => [section, await loadFile(language, section)] as const),
  );
  return Object.fromEntries(entries);
}

/** The router asks for the first page's sections as it is created, before initI18n has loaded a language to add them to. */
let markInitialized = () => {};
const initialized = new Promise<void>((resolve) => {
  markInitialized = resolve;
});

/** Adds sections to the languages already loaded (the current one and the English fallback); resolves once they can be shown. */
export async function loadSections(sections: readonly string[]): Promise<void> {
  await initialized;
  await Promise.all(
    sections.map((section) => {
      let load = sectionLoads.get(section);
      if (!load) {
        const languages = LANGUAGES.filter((language) =>
          i18next.hasResourceBundle(language, 'translation'),
        );
        load = Promise.all(
          languages.map(
            async (language) =>
              void i18next.addResourceBundle(
                language,
                'translation',
                await loadUi(language, [section]),
                true,
                true,
              ),
          ),
        ).then(() => undefined);
        // A failed fetch (offline) is tried again by the next page that asks.
        load.catch(() => sectionLoads.delete(section));
        sectionLoads.set(section, load);
      }
      return load;
    }),
  );
}

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
  no: 'Norsk',
};

/** The language a `?lang=` parameter on `search` names, if it is one of ours. */
export function languageParamOf(search: string): Language | null {
  const value = new URLSearchParams(search).get(LOCALE_PARAM);
  return value !== null && isLanguage(value) ? value : null;
}

/**
 * Spec section 1: the stored choice, then the browser's languages (full code, then base), then
 * English. A `?lang=` in the address the app opens with is a choice made by following the link
 * (decision 016): it is stored before anything else is read, so the first paint speaks it.
 */
export function initialLanguage(): Language {
  const fromAddress = languageParamOf(window.location.search);
  if (fromAddress) storage.set(STORAGE_KEYS.locale, fromAddress);
  const stored = matchLanguage(storage.get(STORAGE_KEYS.locale));
  if (stored) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

async function load(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const [ui, server] = await Promise.all([
    loadUi(language, [...sectionLoads.keys()]),
    serverFiles[language](),
  ]);
  i18next.addResourceBundle(
    language,
    'translation',
    { ...ui, errors: server.default.errors, validation: server.default.validation },
    true,
    true,
  );
}

export async function initI18n(): Promise<void> {
  const language = initialLanguage();
  // Before the first await: the start sequence's calls, begun meanwhile, already speak it.
  setApiLanguage(language);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await load(language);
  if (language !== DEFAULT_LANGUAGE) await load(DEFAULT_LANGUAGE);
  applyLanguage(language);
  markInitialized();
}

function applyLanguage(language: Language) {
  document.documentElement.lang = language;
  setApiLanguage(language);
}

/**
 * Switching loads the messages, sets <html lang>, stores the choice and makes the API answer in it.
 * A game client framed by the site follows the language it is launched in without storing it.
 */
export async function changeLanguage(
  language: Language,
  options: { isStored: boolean } = { isStored: true },
): Promise<void> {
  await load(language);
  // Before i18next re-renders the app: queries keyed by the language refetch at once, and must ask in it.
  setApiLanguage(language);
  await i18next.changeLanguage(language);
  if (options.isStored) storage.set(STORAGE_KEYS.locale, language);
  applyLanguage(language);
}

export { i18next };
