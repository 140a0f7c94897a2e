import { LANGUAGES, type Language } from '@orca/contracts';
import type { EntryDraft } from './entry-draft';
import { contentStrings } from './strings';

const s = contentStrings.editor;

/** The languages as tabs, each ticked once it has a title. */
export function EntryLanguageTabs({
  texts,
  language,
  onChoose,
}: {
  texts: EntryDraft['texts'];
  language: Language;
  onChoose: (language: Language) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-400">{s.language}</p>
      <div role="tablist" aria-label={s.language} className="flex flex-wrap gap-1">
        {LANGUAGES.map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            aria-selected={l === language}
            onClick={() => onChoose(l)}
            className={`rounded-lg px-3 py-1 text-sm ${l === language ? 'bg-accent-500 font-semibold text-ink-950' : 'bg-ink-800 text-slate-300 hover:bg-ink-700'}`}
          >
            {l.toUpperCase()}
            {texts[l].title.trim() !== '' ? ' ✓' : ''}
          </button>
        ))}
      </div>
      <p className="text-xs text-slate-400">{s.languageHint}</p>
    </div>
  );
}
