import { DEFAULT_LANGUAGE, LANGUAGES, matchLanguage, type Language } from '@orca/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from './api-client';
import { storage, STORAGE_KEYS } from './storage';

/** Only the chosen language is fetched: each language is its own chunk of UI strings and server messages. */
const loaders: Record<Language, () => Promise<[{ default: object }, { default: { errors: object; validation: object } }]>> = {
  en: () => Promise.all([import('../locales/en.json'), import('@orca/contracts/messages/en.json')]),
  es: () => Promise.all([import('../locales/es.json'), import('@orca/contracts/messages/es.json')]),
  de: () => Promise.all([import('../locales/de.json'), import('@orca/contracts/messages/de.json')]),
  fr: () => Promise.all([import('../locales/fr.json'), import('@orca/contracts/messages/fr.json')]),
  pt: () => Promise.all([import('../locales/pt.json'), import('@orca/contracts/messages/pt.json')]),
  no: () => Promise.all([import('../locales/no.json'), import('@orca/contracts/messages/no.json')]),
};

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
  const [ui, server] = await loaders[language]();
  i18next.addResourceBundle(language, 'translation', { ...ui.default, errors: server.default.errors, validation: server.default.validation }, true, true);
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

/** Switching loads the messages, sets <html lang>, stores the choice and makes the API answer in it. */
export async function changeLanguage(language: Language): Promise<void> {
  await load(language);
  await i18next.changeLanguage(language);
  storage.set(STORAGE_KEYS.locale, language);
  applyLanguage(language);
}

export { i18next };
