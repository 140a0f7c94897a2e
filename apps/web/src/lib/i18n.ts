// The module, not the package index: the index's zod schemas would all load with the home page.
import { DEFAULT_LANGUAGE, LANGUAGES, matchLanguage, type Language } from '@orca/contracts/common/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from './api-client';
import { storage, STORAGE_KEYS } from './storage';

/**
 * Only the chosen language is fetched. UI strings live in one file per section
 * (`locales/<lang>/<section>.json`, the file name being the top-level key), so features own
 * their strings; the server's messages come from the contracts package.
 */
const uiFiles = import.meta.glob<{ default: object }>('../locales/*/*.json');
const serverFiles: Record<Language, () => Promise<{ default: { errors: object; validation: object } }>> = {
  en: () => import('@orca/contracts/messages/en.json'),
  es: () => import('@orca/contracts/messages/es.json'),
  de: () => import('@orca/contracts/messages/de.json'),
  fr: () => import('@orca/contracts/messages/fr.json'),
  pt: () => import('@orca/contracts/messages/pt.json'),
  no: () => import('@orca/contracts/messages/no.json'),
};

/** Sections only some screens need (the game clients' strings): fetched by loadSection when such a screen opens, not with every page. */
const ON_DEMAND_SECTIONS = new Set(['gameClient']);
const sectionsLoadedOnDemand = new Set<string>();

async function loadUi(language: Language, only?: string): Promise<Record<string, object>> {
  const prefix = `../locales/${language}/`;
  const isWanted = (section: string) => (only ? section === only : !ON_DEMAND_SECTIONS.has(section) || sectionsLoadedOnDemand.has(section));
  const sections = await Promise.all(
    Object.entries(uiFiles)
      .map(([file, loadFile]) => [file.slice(prefix.length, -'.json'.length), file, loadFile] as const)
      .filter(([section, file]) => file.startsWith(prefix) && isWanted(section))
      .map(async ([section, , loadFile]) => [section, (await loadFile()).default] as const),
  );
  return Object.fromEntries(sections);
}

/** Adds an on-demand section to the languages already loaded; languages loaded later include it. */
export async function loadSection(section: string): Promise<void> {
  sectionsLoadedOnDemand.add(section);
  const languages = LANGUAGES.filter((language) => i18next.hasResourceBundle(language, 'translation'));
  await Promise.all(languages.map(async (language) => i18next.addResourceBundle(language, 'translation', await loadUi(language, section), true, true)));
}

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', de: 'Deutsch', fr: 'Français', pt: 'Português', no: 'Norsk' };

/** Spec section 1: the stored choice, then the browser's languages (full code, then base), then English. */
export function initialLanguage(): Language {
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
  const [ui, server] = await Promise.all([loadUi(language), serverFiles[language]()]);
  i18next.addResourceBundle(language, 'translation', { ...ui, errors: server.default.errors, validation: server.default.validation }, true, true);
}

export async function initI18n(): Promise<void> {
  const language = initialLanguage();
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
}

function applyLanguage(language: Language) {
  document.documentElement.lang = language;
  setApiLanguage(language);
}

/**
 * Switching loads the messages, sets <html lang>, stores the choice and makes the API answer in it.
 * A game client framed by the site follows the language it is launched in without storing it.
 */
export async function changeLanguage(language: Language, options: { isStored: boolean } = { isStored: true }): Promise<void> {
  await load(language);
  await i18next.changeLanguage(language);
  if (options.isStored) storage.set(STORAGE_KEYS.locale, language);
  applyLanguage(language);
}

export { i18next };
