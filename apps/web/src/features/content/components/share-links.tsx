import type { Language } from '@orca/contracts/common/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withLanguageParam } from '../../../lib/i18n-param';

/**
 * Share buttons for a page: each shared address carries ?lang= (decision 016), so whoever opens it
 * reads the page in the language it was shared in. Plain links to each network's share endpoint
 * (no third-party script), and a copy button.
 */
export function ShareLinks({
  path,
  title,
  language,
}: {
  path: string;
  title: string;
  language: Language;
}) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  const url = new URL(withLanguageParam(path, language), window.location.origin).toString();
  const encodedUrl = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  const targets = [
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodedTitle}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${encodedUrl}&text=${encodedTitle}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: t('content.share.email'), href: `mailto:?subject=${encodedTitle}&body=${encodedUrl}` },
  ];
  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
    } catch {
      // No clipboard permission (an insecure origin): the links above still share the address.
      setIsCopied(false);
    }
  }
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      aria-label={t('content.share.label')}
      role="group"
    >
      <span className="text-sm text-slate-400">{t('content.share.label')}</span>
      {targets.map((target) => (
        <a
          key={target.name}
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-full border border-ink-600 px-3 py-1 text-sm text-slate-200 hover:border-accent-500 hover:text-white"
          data-share-url={url}
        >
          {target.name}
        </a>
      ))}
      <button
        type="button"
        onClick={() => void handleCopy()}
        className="rounded-full border border-ink-600 px-3 py-1 text-sm text-slate-200 hover:border-accent-500 hover:text-white"
      >
        <span aria-live="polite">
          {isCopied ? t('content.share.copied') : t('content.share.copy')}
        </span>
      </button>
    </div>
  );
}
