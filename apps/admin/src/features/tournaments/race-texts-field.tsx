import { LANGUAGES } from '@orca/contracts';
import { TextArea, TextField } from '../../components/ui/field';
import type { RaceDraft } from './race-draft';
import { tournamentsStrings } from './strings';

const s = tournamentsStrings.form;

/** The race's title, summary and terms: English required, the other languages folded away. */
export function RaceTextsField({
  texts,
  onText,
  fieldError,
}: {
  texts: RaceDraft['texts'];
  onText: (language: string, key: 'title' | 'summary' | 'terms', value: string) => void;
  /** The server's refusal for a field, by its path in the request. */
  fieldError: (field: string) => string | null;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-xs font-medium uppercase tracking-wide text-slate-400">
        {s.texts}
      </legend>
      <TextField
        label={s.titleIn(s.language.en ?? 'en')}
        value={texts.en?.title ?? ''}
        maxLength={120}
        error={fieldError('texts.en.title') ?? fieldError('texts.en')}
        onChange={(e) => onText('en', 'title', e.target.value)}
      />
      <TextField
        label={s.summaryIn(s.language.en ?? 'en')}
        value={texts.en?.summary ?? ''}
        maxLength={500}
        error={fieldError('texts.en.summary')}
        onChange={(e) => onText('en', 'summary', e.target.value)}
      />
      <p className="text-xs text-slate-400">{s.standingTermsNote}</p>
      <TextArea
        label={s.termsIn(s.language.en ?? 'en')}
        rows={5}
        value={texts.en?.terms ?? ''}
        error={fieldError('texts.en.terms')}
        onChange={(e) => onText('en', 'terms', e.target.value)}
      />
      <details className="rounded-lg border border-ink-700 p-3">
        <summary className="cursor-pointer text-sm text-slate-300">{s.otherLanguages}</summary>
        <div className="mt-3 flex flex-col gap-3">
          {LANGUAGES.filter((l) => l !== 'en').map((language) => (
            <div key={language} className="flex flex-col gap-2 border-t border-ink-700 pt-3">
              <TextField
                label={s.titleIn(s.language[language] ?? language)}
                value={texts[language]?.title ?? ''}
                maxLength={120}
                error={fieldError(`texts.${language}.title`)}
                onChange={(e) => onText(language, 'title', e.target.value)}
              />
              <TextField
                label={s.summaryIn(s.language[language] ?? language)}
                value={texts[language]?.summary ?? ''}
                maxLength={500}
                onChange={(e) => onText(language, 'summary', e.target.value)}
              />
              <TextArea
                label={s.termsIn(s.language[language] ?? language)}
                value={texts[language]?.terms ?? ''}
                onChange={(e) => onText(language, 'terms', e.target.value)}
              />
            </div>
          ))}
        </div>
      </details>
    </fieldset>
  );
}
