import type { SalesEnquiryInput } from '../../../shared/schemas/index.ts';

/**
 * Sales lead score, 0–100, computed on the server when an enquiry arrives so the back office can
 * sort by it. The rule, in four additive parts:
 *
 * - Company size (up to 40): 1-10 → 5, 11-50 → 15, 51-200 → 25, 201-1000 → 35, 1000+ → 40,
 *   not given → 0. Larger firms buy larger plans.
 * - Title seniority (up to 30): executive or owner (chief, C-level, founder, owner, partner,
 *   president, general counsel, managing director, board member; Estonian: juhatuse liige,
 *   tegevjuht, juhataja, omanik, asutaja) → 30; vice president, head or director (direktor) →
 *   22; manager, lead, senior, counsel (juht, nõunik, jurist) → 12; any other title → 5; none → 0.
 * - Email domain (up to 20): a work domain → 20; a free-mail provider (gmail.com, outlook.com …)
 *   → 0. A work address shows the enquiry comes from the organisation.
 * - Completeness (up to 10): a phone number → 5; a message of at least 20 characters → 5.
 */
export function leadScore(
  input: Pick<SalesEnquiryInput, 'email' | 'employees' | 'title' | 'phone' | 'message'>,
): number {
  const score =
    companySizePoints(input.employees) +
    seniorityPoints(input.title) +
    (isFreeMail(input.email) ? 0 : 20) +
    (input.phone ? 5 : 0) +
    ((input.message?.length ?? 0) >= 20 ? 5 : 0);
  return Math.max(0, Math.min(100, score));
}

const SIZE_POINTS: Record<string, number> = {
  '1-10': 5,
  '11-50': 15,
  '51-200': 25,
  '201-1000': 35,
  '1000+': 40,
};

export function companySizePoints(employees: string | undefined): number {
  return employees ? (SIZE_POINTS[employees] ?? 0) : 0;
}

const EXECUTIVE =
  /\b(chief|ceo|cto|cfo|coo|cio|ciso|clo|cmo|cro|founder|co-founder|cofounder|owner|partner|president|general counsel|managing director|board member|juhatuse (liige|esimees)|tegevjuht|juhataja|omanik|asutaja)\b/;
const SENIOR = /\b(vp|svp|evp|vice president|head|director|direktor)\b/;
const MIDDLE = /\b(manager|lead|senior|counsel|juht|nõunik|jurist)\b/;

export function seniorityPoints(title: string | undefined): number {
  const t = title?.trim().toLowerCase();
  if (!t) return 0;
  if (EXECUTIVE.test(t)) return 30;
  if (SENIOR.test(t)) return 22;
  if (MIDDLE.test(t)) return 12;
  return 5;
}

/** Consumer mailbox providers, including the common Estonian ones. */
const FREE_MAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'web.de',
  'mail.com',
  'mail.ru',
  'inbox.ru',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
  'tutanota.com',
  'fastmail.com',
  'hey.com',
  'mail.ee',
  'hot.ee',
  'online.ee',
  'zone.ee',
  'inbox.lv',
  'inbox.lt',
]);

export function isFreeMail(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (FREE_MAIL.has(domain)) return true;
  // yahoo.co.uk, hotmail.fr, outlook.ee …
  return /^(yahoo|hotmail|outlook|live|gmx)\.[a-z.]+$/.test(domain);
}
