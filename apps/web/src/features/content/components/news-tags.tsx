import { useTranslation } from 'react-i18next';

/**
 * An article's tags as words of the reader's language. Tags are the operator's free-text handles;
 * the demo's have names in every locale, and one the locales do not name is shown as written.
 */
export function NewsTags({ tags, className = '' }: { tags: string[]; className?: string }) {
  const { t, i18n } = useTranslation();
  if (tags.length === 0) return null;
  // A tag with a dot or colon would read as a nested key or a namespace: such a tag is shown as written.
  const nameOf = (tag: string) => {
    const key = `content.news.tagNames.${tag}`;
    return /^[\w-]+$/.test(tag) && i18n.exists(key) ? t(key) : tag;
  };
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label={t('content.news.tags')}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-ink-800 px-2.5 py-0.5 text-xs text-slate-300">
          {nameOf(tag)}
        </li>
      ))}
    </ul>
  );
}
