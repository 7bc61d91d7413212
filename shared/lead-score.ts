/**
 * Sales lead score, 0–100, computed on the server when an enquiry arrives so the back office can
 * sort by it, and shown there with its parts (why the enquiry scored what it did). The rule, in
 * four additive parts:
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

/** What the rule reads from an enquiry (the form's fields; null as stored when not given). */
export interface LeadScoreInput {
  email: string;
  employees?: string | null | undefined;
  title?: string | null | undefined;
  phone?: string | null | undefined;
  message?: string | null | undefined;
}

export type Seniority = 'executive' | 'senior' | 'middle' | 'other' | 'none';

/** One part of the score and what earned it, for the back office to say why. */
export type LeadScorePart =
  | { rule: 'companySize'; points: number; employees: string | null }
  | { rule: 'seniority'; points: number; title: string | null; level: Seniority }
  | { rule: 'emailDomain'; points: number; domain: string; freeMail: boolean }
  | { rule: 'phone'; points: number; given: boolean }
  | { rule: 'message'; points: number; length: number };

/** A message at least this long earns the completeness points. */
export const LEAD_MESSAGE_MIN = 20;

/** The score's parts, in the rule's order; their points add up to the score (before the cap). */
export function leadScoreParts(input: LeadScoreInput): LeadScorePart[] {
  const level = seniority(input.title);
  const domain = emailDomain(input.email);
  const freeMail = isFreeMail(input.email);
  const length = input.message?.length ?? 0;
  return [
    {
      rule: 'companySize',
      points: companySizePoints(input.employees),
      employees: input.employees || null,
    },
    {
      rule: 'seniority',
      points: SENIORITY_POINTS[level],
      title: input.title?.trim() || null,
      level,
    },
    { rule: 'emailDomain', points: freeMail ? 0 : 20, domain, freeMail },
    { rule: 'phone', points: input.phone ? 5 : 0, given: Boolean(input.phone) },
    { rule: 'message', points: length >= LEAD_MESSAGE_MIN ? 5 : 0, length },
  ];
}

export function leadScore(input: LeadScoreInput): number {
  const score = leadScoreParts(input).reduce((sum, part) => sum + part.points, 0);
  return Math.max(0, Math.min(100, score));
}

const SIZE_POINTS: Record<string, number> = {
  '1-10': 5,
  '11-50': 15,
  '51-200': 25,
  '201-1000': 35,
  '1000+': 40,
};

export function companySizePoints(employees: string | null | undefined): number {
  return employees ? (SIZE_POINTS[employees] ?? 0) : 0;
}

const EXECUTIVE =
  /\b(chief|ceo|cto|cfo|coo|cio|ciso|clo|cmo|cro|founder|co-founder|cofounder|owner|partner|president|general counsel|managing director|board member|juhatuse (liige|esimees)|tegevjuht|juhataja|omanik|asutaja)\b/;
const SENIOR = /\b(vp|svp|evp|vice president|head|director|direktor)\b/;
const MIDDLE = /\b(manager|lead|senior|counsel|juht|nõunik|jurist)\b/;

const SENIORITY_POINTS: Record<Seniority, number> = {
  executive: 30,
  senior: 22,
  middle: 12,
  other: 5,
  none: 0,
};

export function seniority(title: string | null | undefined): Seniority {
  const t = title?.trim().toLowerCase();
  if (!t) return 'none';
  if (EXECUTIVE.test(t)) return 'executive';
  if (SENIOR.test(t)) return 'senior';
  if (MIDDLE.test(t)) return 'middle';
  return 'other';
}

export function seniorityPoints(title: string | null | undefined): number {
  return SENIORITY_POINTS[seniority(title)];
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

function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

export function isFreeMail(email: string): boolean {
  const domain = emailDomain(email);
  if (FREE_MAIL.has(domain)) return true;
  // yahoo.co.uk, hotmail.fr, outlook.ee …
  return /^(yahoo|hotmail|outlook|live|gmx)\.[a-z.]+$/.test(domain);
}
