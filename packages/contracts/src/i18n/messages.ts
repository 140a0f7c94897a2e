import type { Language } from '../common/languages.ts';
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import no from './messages/no.json' with { type: 'json' };
import pt from './messages/pt.json' with { type: 'json' };

/** Server-side messages: result codes (`errors`), field rules (`validation`) and mail texts. */
export type MessageCatalog = typeof en;

export const MESSAGES: Record<Language, MessageCatalog> = { en, es, de, fr, pt, no };

/** Replaces `{{name}}` placeholders; unknown names stay visible so a gap is noticed. */
export function interpolate(
  template: string,
  params: Record<string, string | number> = {},
): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    Object.hasOwn(params, key) ? String(params[key]) : whole,
  );
}
