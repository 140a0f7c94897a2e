import { LANGUAGES } from '@orca/contracts';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextArea, TextField } from '../../components/ui/field';
import type { CampaignDraft } from './campaign-draft';
import { bonusStrings } from './strings';
import { GRID, Group, type FieldError } from './campaign-form-parts';

const s = bonusStrings.form;

/** The campaign's title and summary: English required, other languages on demand. */
export function CampaignTextsGroup({
  draft,
  onChange,
  fieldError: fe,
}: {
  draft: CampaignDraft;
  onChange: (draft: CampaignDraft) => void;
  fieldError: FieldError;
}) {
  const [showLanguages, setShowLanguages] = useState(false);
  const setText = (language: string, part: 'title' | 'summary', value: string) => {
    const current = draft.texts[language] ?? { title: '', summary: '' };
    onChange({ ...draft, texts: { ...draft.texts, [language]: { ...current, [part]: value } } });
  };
  // Other languages open by themselves when the API refuses one of their texts.
  const otherLanguageError = LANGUAGES.some(
    (language) =>
      language !== 'en' && (fe(`texts.${language}.title`) ?? fe(`texts.${language}.summary`)),
  );

  return (
    <Group title={s.texts}>
      <TextField
        label={s.titleIn(s.language.en ?? 'en')}
        value={draft.texts.en?.title ?? ''}
        maxLength={120}
        error={fe('texts.en.title') ?? fe('texts.en') ?? fe('texts')}
        onChange={(event) => setText('en', 'title', event.target.value)}
      />
      <TextArea
        label={s.summaryIn(s.language.en ?? 'en')}
        value={draft.texts.en?.summary ?? ''}
        maxLength={500}
        rows={2}
        error={fe('texts.en.summary')}
        onChange={(event) => setText('en', 'summary', event.target.value)}
      />
      <Button
        variant="ghost"
        className="self-start px-2 py-1 text-left text-xs"
        aria-expanded={showLanguages || otherLanguageError}
        onClick={() => setShowLanguages(!showLanguages)}
      >
        {showLanguages || otherLanguageError ? '▾' : '▸'} {s.otherLanguages}
      </Button>
      {showLanguages || otherLanguageError
        ? LANGUAGES.filter((language) => language !== 'en').map((language) => (
            <div key={language} className={GRID}>
              <TextField
                label={s.titleIn(s.language[language] ?? language)}
                value={draft.texts[language]?.title ?? ''}
                maxLength={120}
                error={fe(`texts.${language}.title`)}
                onChange={(event) => setText(language, 'title', event.target.value)}
              />
              <TextField
                label={s.summaryIn(s.language[language] ?? language)}
                value={draft.texts[language]?.summary ?? ''}
                maxLength={500}
                error={fe(`texts.${language}.summary`)}
                onChange={(event) => setText(language, 'summary', event.target.value)}
              />
            </div>
          ))
        : null}
    </Group>
  );
}
