import { CONTENT_IMAGE_PATH } from '@orca/contracts';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/*
 * Two layers, because either alone has failed somewhere before:
 * - markdown-it (the CommonMark renderer most sites use, actively kept) with `html: false`, so raw
 *   HTML in the Markdown is escaped as text rather than passed through, and its own link
 *   validator refuses javascript:/vbscript:/file:/data: links after entity decoding;
 * - sanitize-html (htmlparser2-based, kept by Apostrophe) as the allow-list over whatever
 *   markdown-it produced: only the tags and attributes below, only http(s), mailto and
 *   site-relative links, images only from our own image route (the site's CSP loads no other
 *   images, and a third-party picture would be a tracking pixel on every reader).
 * If a markdown-it release ever let something through, the allow-list still drops it.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });
const validateLink = markdown.validateLink.bind(markdown);
// A refused link stays in the text as written, so the reader sees what was refused.
markdown.validateLink = (url) => validateLink(url) && isSafeHref(url);

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'strong',
  'em',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/** Drops control and whitespace characters: one inside a scheme is how `jav\tascript:` slips past naive checks. */
function compacted(url: string): string {
  return [...url]
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');
}

/** Whether a link target is one we allow: http(s), mailto, or a path inside the site (not `//host`). */
export function isSafeHref(href: string): boolean {
  const compact = compacted(href);
  if (/^\/(?!\/)/.test(compact) || compact.startsWith('#')) return true;
  return /^(https?:\/\/|mailto:)/i.test(compact);
}

const UPLOADED_IMAGE = new RegExp(
  `^${CONTENT_IMAGE_PATH}[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`,
  'i',
);

/**
 * Images come from our own upload route only, one image's address exactly: never another host,
 * data:, http: or another scheme, and no dot segments or query (a browser resolves `..` first, so a
 * prefix check let an article point readers' browsers at any other route of the site).
 */
export function isSafeImageSrc(src: string): boolean {
  return UPLOADED_IMAGE.test(compacted(src));
}

function isExternal(href: string): boolean {
  return /^(https?:)?\/\//i.test(href.trim());
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title'],
    th: ['style'],
    td: ['style'],
    ol: ['start'],
  },
  // Tables' column alignment is the only inline style markdown-it writes; nothing else survives.
  allowedStyles: {
    th: { 'text-align': [/^(left|right|center)$/] },
    td: { 'text-align': [/^(left|right|center)$/] },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Script and style elements lose their text too, not only their tags.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'svg',
    'math',
    'object',
    'embed',
  ],
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSafeImageSrc(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      // An anchor without href goes nowhere (renaming the tag would unbalance sanitize-html's close tags).
      if (!isSafeHref(href)) return { tagName, attribs: {} };
      const attributes: Record<string, string> = { href };
      if (attribs.title) attributes.title = attribs.title;
      if (isExternal(href))
        Object.assign(attributes, { rel: 'noopener noreferrer nofollow', target: '_blank' });
      return { tagName, attribs: attributes };
    },
  },
};

/** Renders operator Markdown into HTML a page may insert as is; the back office previews through this same function. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), SANITIZE);
}
