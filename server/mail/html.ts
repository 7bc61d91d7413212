/**
 * The HTML part of every mail, made from its text part, so the two always say the same: the
 * company's name on its brand colour, the text's paragraphs, links made clickable, quoted lines
 * ("> ", a visitor's words in a lead notification) as a quotation, and the site's address below.
 * Everything from the text is escaped; styles are inline (mail clients drop <style> blocks) and
 * the layout is one centred table, which every client renders.
 */
import type { Lang } from '../../shared/constants.ts';
import { escapeHtml } from '../../shared/text.ts';

/** The site's light theme (web/src/styles/global.css: --brand, --text, --text-muted, --bg-muted). */
const COLOURS = { brand: '#1d4ed8', text: '#101828', muted: '#475467', page: '#f4f6fb' };
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const COMPANY = 'Lumen Legal';

const FOOTER: Record<Lang, string> = {
  en: 'Lumen Legal, legal technology from Estonia',
  et: 'Lumen Legal, õigustehnoloogia Eestist',
};

export function htmlFromText(
  text: string,
  lang: Lang,
  origin: string,
  /** A picture above the text (a newsletter issue made from a post): its absolute address. */
  image?: string | null,
): string {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n{2,}/)
    .map(block);
  const site = escapeHtml(origin);
  return [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${COMPANY}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLOURS.page};${FONT}">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLOURS.page}"><tr><td align="center" style="padding:24px 12px">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">',
    `<tr><td style="background:${COLOURS.brand};color:#ffffff;padding:16px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:700">${COMPANY}</td></tr>`,
    ...(image
      ? [
          `<tr><td style="padding:0"><img src="${escapeHtml(image)}" alt="" width="600" style="display:block;width:100%;max-width:600px;height:auto"></td></tr>`,
        ]
      : []),
    `<tr><td style="padding:24px;color:${COLOURS.text};font-size:16px;line-height:1.5">${blocks.join('')}</td></tr>`,
    `<tr><td style="padding:16px 24px;color:${COLOURS.muted};font-size:13px;border-top:1px solid #d0d5dd">${FOOTER[lang]} · <a href="${site}" style="color:${COLOURS.brand}">${site}</a></td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

/** A paragraph, or a quotation when every line of it is quoted. */
function block(lines: string): string {
  const rows = lines.split('\n');
  if (rows.every((row) => row === '>' || row.startsWith('> '))) {
    const inner = rows.map((row) => inline(row.replace(/^> ?/, ''))).join('<br>');
    return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #d0d5dd;color:${COLOURS.muted}">${inner}</blockquote>`;
  }
  return `<p style="margin:0 0 16px">${rows.map(inline).join('<br>')}</p>`;
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** One line: escaped, with its web addresses as links. */
function inline(line: string): string {
  let out = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0];
    out += escapeHtml(line.slice(last, match.index));
    const href = escapeHtml(url);
    out += `<a href="${href}" style="color:${COLOURS.brand}">${href}</a>`;
    last = (match.index ?? 0) + url.length;
  }
  return out + escapeHtml(line.slice(last));
}
