import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { PictureSources } from '../../shared/content-types.ts';
import { mediaHashOf } from '../../shared/media.ts';
import { DECORATIVE_TITLE, isMissingAlt } from '../../shared/picture-alt.ts';

/**
 * Post bodies and biographies are Markdown written in the back office. They are rendered here and
 * sanitised with an allow-list, so a <script>, an event handler or a javascript: link in a post
 * comes out inert whatever the author typed.
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

/**
 * How wide a picture in a text is shown: the column of a post or a biography (content.css
 * `.prose`, at most 46rem), the whole screen below that.
 */
export const TEXT_PICTURE_SIZES = '(min-width: 48rem) 46rem, 100vw';

/**
 * What a picture in a text becomes: an upload gets its sizes and dimensions (no layout shift).
 * Its description is the author's; where they left the inserted placeholder or nothing, the
 * upload's own (Media screen, in the page's language) or none: the placeholder is never
 * published. A picture marked decorative (shared/picture-alt.ts) has `alt=""` and no title.
 */
function picture(attribs: sanitizeHtml.Attributes, pictures: ReadonlyMap<string, PictureSources>) {
  // Only these of what the author wrote: a srcset of their own could name other pictures.
  const { src = '', alt = '', title, width, height } = attribs;
  const hash = mediaHashOf(src);
  const sources = hash ? pictures.get(hash) : undefined;
  const decorative = title === DECORATIVE_TITLE;
  const base = {
    src,
    alt: decorative ? '' : isMissingAlt(alt) ? (sources?.alt ?? '') : alt,
    ...(title && !decorative ? { title } : {}),
    ...(width && height ? { width, height } : {}),
    loading: 'lazy',
    decoding: 'async',
  };
  if (!sources) return base;
  return {
    ...base,
    src: sources.src,
    // WebP: every browser the site supports draws it (an <img> cannot offer AVIF with a
    // fallback; the <picture> elements the pages build themselves do).
    srcset: sources.webp,
    sizes: TEXT_PICTURE_SIZES,
    width: String(sources.width),
    height: String(sources.height),
  };
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'sup',
    'sub',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    th: ['align'],
    td: ['align'],
    code: ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // A heading level 1 belongs to the page title; demote the body's to level 2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external
          ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' }
          : { ...attribs },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: picture(attribs, new Map()) }),
  },
};

/** Containers (quotes, list items) one line may open, and the longest run of `*` or `_`. */
export const MAX_MARKDOWN_NESTING = 32;
const CONTAINERS = /^(?:[ \t]*(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t])))+/;
const MARKER = /[ \t]*(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t]))/y;
const LONG_DELIMITER_RUN = new RegExp(`([*_])\\1{${MAX_MARKDOWN_NESTING},}`, 'g');

/**
 * The parser recurses once per level of nesting, so 5,000 `>` or `*` in a row would exhaust the
 * stack. Past MAX_MARKDOWN_NESTING containers on one line, or delimiters in one run, the rest is
 * escaped and shows as the characters typed; no real text nests that deep.
 */
function boundNesting(source: string): string {
  return source
    .split('\n')
    .map((line) => {
      const prefix = CONTAINERS.exec(line)?.[0];
      if (!prefix) return line;
      MARKER.lastIndex = 0;
      let end = 0;
      for (let depth = 0; depth < MAX_MARKDOWN_NESTING; depth++) {
        MARKER.lastIndex = end;
        const m = MARKER.exec(line);
        if (!m || MARKER.lastIndex > prefix.length) break;
        end = MARKER.lastIndex;
      }
      if (end >= prefix.length) return line;
      const rest = line.slice(end);
      const at = rest.search(/\S/);
      return `${line.slice(0, end)}${rest.slice(0, at)}\\${rest.slice(at)}`;
    })
    .join('\n')
    .replace(LONG_DELIMITER_RUN, (run) => run.replace(/[*_]/g, '\\$&'));
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** A text shown as typed: a paragraph per blank-line-separated block, every character escaped. */
export function asTypedText(source: string): string {
  return source
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeText(block)}</p>`)
    .join('\n');
}

/**
 * `source` as sanitised HTML, on this thread: the server renders in its worker pool
 * (server/workers/pool.ts, text-render.ts), whose threads call this. `pictures`: the sizes of the uploads it shows (pictureSources over
 * mediaUrlsIn(source)); an upload left out, or any other picture, keeps only its address.
 */
export function renderMarkdown(
  source: string,
  pictures: ReadonlyMap<string, PictureSources> = new Map(),
): string {
  let html: string;
  try {
    html = marked.parse(boundNesting(source), { async: false });
  } catch {
    // Whatever the parser cannot take is shown as the text it is, never as an error page.
    html = asTypedText(source);
  }
  if (pictures.size === 0) return sanitizeHtml(html, SANITIZE);
  return sanitizeHtml(html, {
    ...SANITIZE,
    transformTags: {
      ...SANITIZE.transformTags,
      img: (tagName, attribs) => ({ tagName, attribs: picture(attribs, pictures) }),
    },
  });
}
