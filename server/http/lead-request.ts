import { isIP } from 'node:net';
import type { Context } from 'hono';
import { DEFAULT_LANG, type Lang } from '../../shared/constants.ts';
import { messages } from '../../shared/i18n/index.ts';
import { MAX } from '../../shared/schemas/limits.ts';
import { truncateCodePoints } from '../../shared/text.ts';
import type { Config } from '../config.ts';
import { AppError, BadRequestError } from '../errors.ts';
import { parseJsonText } from './body.ts';
import { clientIp } from './client-ip.ts';

/** What a lead endpoint needs from the HTTP request; everything else about it is ignored. */
export interface LeadRequest {
  /** `form`: a plain HTML form post (no JavaScript), answered with a 303 redirect. */
  kind: 'json' | 'form';
  body: Record<string, unknown>;
  lang: Lang;
  idempotencyKey: string | null;
  ip: string | null;
  userAgent: string | null;
  /** The Referer header (bounded); the contact form may send document.referrer instead. */
  referer: string | null;
}

export const MAX_USER_AGENT = 1000;
export const MAX_REFERRER = MAX.referrer;

/** Reads a lead request: JSON or a urlencoded form post; anything else is 415. */
export async function readLeadRequest(c: Context, config: Config): Promise<LeadRequest> {
  const headerLang = languageFromHeaders(
    c.req.header('content-language'),
    c.req.header('accept-language'),
  );
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  const isJson =
    mediaType === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mediaType ?? '');
  const isForm = mediaType === 'application/x-www-form-urlencoded';
  if (!isJson && !isForm) {
    throw new AppError(
      415,
      'unsupported_media_type',
      messages(headerLang).validation.unsupportedMediaType,
    );
  }

  const text = await c.req.text();
  let body: Record<string, unknown>;
  if (isJson) {
    const parsed = parseJsonText(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new BadRequestError(messages(headerLang).validation.malformedBody);
    }
    body = parsed as Record<string, unknown>;
  } else {
    body = {};
    for (const [key, value] of new URLSearchParams(text)) {
      if (!(key in body)) body[key] = value;
    }
  }

  return {
    kind: isJson ? 'json' : 'form',
    body,
    lang: body.lang === 'et' || body.lang === 'en' ? body.lang : headerLang,
    idempotencyKey: c.req.header('idempotency-key')?.trim() || null,
    ip: validIp(clientIp(c, config.trustProxy)),
    userAgent: bounded(c.req.header('user-agent'), MAX_USER_AGENT),
    referer: bounded(c.req.header('referer'), MAX_REFERRER),
  };
}

/** Content-Language wins (it describes the body), then the first supported Accept-Language. */
export function languageFromHeaders(
  contentLanguage: string | undefined,
  acceptLanguage: string | undefined,
): Lang {
  const content = supported(contentLanguage?.split(',')[0]);
  if (content) return content;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const r of ranked) {
    const lang = supported(r.tag);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}

function supported(tag: string | undefined): Lang | null {
  const primary = tag?.trim().toLowerCase().split('-')[0];
  // 'ee' is the spec's stored preference value for Estonian.
  if (primary === 'et' || primary === 'ee') return 'et';
  if (primary === 'en') return 'en';
  return null;
}

/** The database column is inet: only a real address goes in. */
function validIp(ip: string | null): string | null {
  return ip && isIP(ip) !== 0 ? ip : null;
}

export function bounded(value: string | undefined | null, max: number): string | null {
  if (!value) return null;
  const clean = value.replaceAll('\u0000', '').trim();
  // Between code points: half an emoji would make the database refuse the whole lead.
  return clean ? truncateCodePoints(clean, max) : null;
}
