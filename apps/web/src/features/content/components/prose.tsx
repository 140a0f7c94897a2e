/**
 * Type for operator-written HTML, drawn with the site's palette (no typography plugin: these few
 * rules are the whole style). Links, lists, headings, quotes, code and tables all get a look.
 */
const PROSE = [
  'text-slate-200 leading-relaxed break-words',
  '[&_p]:my-4 [&_h1]:mt-8 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-bold [&_h1]:text-white',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-white [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-white',
  '[&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-white',
  '[&_a]:text-accent-400 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-accent-500',
  '[&_strong]:font-semibold [&_strong]:text-white [&_em]:italic',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li]:pl-1',
  '[&_blockquote]:my-5 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-500/60 [&_blockquote]:pl-4 [&_blockquote]:text-slate-300',
  '[&_code]:rounded [&_code]:bg-ink-800 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-sm [&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-ink-800 [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_hr]:my-8 [&_hr]:border-ink-700 [&_img]:my-5 [&_img]:rounded-xl [&_img]:max-w-full',
  '[&_table]:my-5 [&_table]:w-full [&_table]:text-sm [&_th]:border-b [&_th]:border-ink-600 [&_th]:px-2 [&_th]:py-2 [&_th]:text-left [&_th]:text-white [&_td]:border-b [&_td]:border-ink-800 [&_td]:px-2 [&_td]:py-2',
  '[&>*:first-child]:mt-0 [&>*:last-child]:mb-0',
].join(' ');

/**
 * Renders an entry's body. The HTML comes from the content API's renderer, which sanitizes it on
 * the server with an allow-list (decision 016): that is the only HTML this component is given.
 */
export function Prose({ html, lang }: { html: string; lang: string }) {
  // Sanitized by the server's allow-list renderer (decision 016): never HTML from anywhere else.
  return <div lang={lang} className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />;
}
