/**
 * Terms as the API sends them: HTML it rendered from the operator's Markdown and sanitized
 * (scripts, event handlers and javascript: links removed), so it is inserted as it comes.
 */
export function Terms({ html }: { html: string }) {
  return (
    <div
      className="space-y-3 text-sm leading-relaxed text-slate-300 [&_a]:text-accent-400 [&_a]:underline [&_h2]:text-base [&_h2]:font-semibold [&_h2]:text-white [&_h3]:font-semibold [&_h3]:text-white [&_li]:ml-5 [&_ol]:list-decimal [&_strong]:text-white [&_ul]:list-disc"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
