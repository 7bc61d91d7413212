/**
 * Site-wide constants: names the specification leaves open (brand, company) and the
 * business constants of public-site §9 and back-office §9. Everything else imports from here.
 */
export const SITE = {
  /** Product brand; appears in every document title as 'Name | brand'. */
  brand: 'Lumen Legal',
  /** The operating Estonian company named in the copyright line. */
  company: 'Lumen Legal OÜ',
  /** The default author on press releases. */
  communicationsTeam: 'Lumen Legal Communications Team',
  /** The default author on blog posts. */
  teamName: 'Lumen Legal Team',
  copyrightYear: 2025,
  email: {
    general: 'hello@lumen-legal.example',
    sales: 'sales@lumen-legal.example',
    support: 'support@lumen-legal.example',
    press: 'press@lumen-legal.example',
    partners: 'partners@lumen-legal.example',
    privacy: 'privacy@lumen-legal.example',
    legal: 'legal@lumen-legal.example',
    /** The Contact of /.well-known/security.txt (RFC 9116). */
    security: 'security@lumen-legal.example',
  },
  phone: '+372 600 0000',
  address: {
    street: 'Narva mnt 5',
    city: 'Tallinn',
    postcode: '10117',
    country: 'Estonia',
  },
  registryCode: '16000000',
  social: {
    x: 'https://x.com/lumenlegal',
    linkedin: 'https://www.linkedin.com/company/lumen-legal',
    github: 'https://github.com/lumen-legal',
    facebook: 'https://www.facebook.com/lumenlegal',
    instagram: 'https://www.instagram.com/lumenlegal',
  },
} as const;

export const LANGUAGES = ['en', 'et'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';
/** Stored preference values from public-site §3 (cookie and localStorage keep these spellings). */
export const LANGUAGE_PREFERENCE = { en: 'en-gb', et: 'ee' } as const;
export const HTML_LANG = { en: 'en-GB', et: 'et' } as const;

export const TIMING = {
  dropdownCloseMs: 200,
  counterDurationMs: 1600,
  counterVisibilityThreshold: 0.3,
  logoLoopSeconds: 20,
  logoStartDelayMs: 100,
  sparkle: { initialDelayMs: 400, staggerMs: 550, durationMs: 3000, repeatDelayMs: 1400 },
  newsletterPopupDelayMs: 5000,
  newsletterScrollThresholdPx: 100,
  newsletterThankYouMs: 2000,
  adminSaveRedirectMs: 1500,
  adminErrorResetMs: 3000,
} as const;

export const NEWSLETTER_COOKIE = {
  name: 'newsletter-closed',
  value: 'true',
  maxAgeDays: 30,
  path: '/',
} as const;

/** Enumerations of back-office §4; the database has a check constraint for each. */
export const CONTACT_STATUSES = ['new', 'in_progress', 'resolved', 'closed'] as const;
export const PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export const PARTNER_APPLICATION_STATUSES = [
  'pending',
  'under_review',
  'approved',
  'rejected',
] as const;
export const PARTNER_TYPES = ['technology', 'implementation', 'reseller'] as const;
export const SUPPORT_STATUSES = [
  'open',
  'in_progress',
  'waiting_customer',
  'resolved',
  'closed',
] as const;
export const SUPPORT_CATEGORIES = [
  'general',
  'technical',
  'billing',
  'feature_request',
  'bug_report',
] as const;
export const SALES_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export const NEWSROOM_CATEGORIES = [
  'Press Release',
  'Product Update',
  'Company News',
  'Partnership',
  'Funding',
  'Awards',
] as const;
export const BLOG_CATEGORIES = [
  'Legal Technology',
  'AI Innovation',
  'Compliance',
  'Security',
  'Business',
  'Product Updates',
] as const;
export const CONTACT_SUBJECTS = [
  'Sales Enquiry',
  'Technical Support',
  'Partnership Opportunity',
  'Press Enquiry',
  'General Enquiry',
] as const;
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
/**
 * Account roles. Staff sign in to the back office: an administrator does everything, an editor
 * keeps the site's content, sales and support triage the leads (what each may read and change
 * is declared in shared/sync/tables.ts and shared/admin/access.ts). Partners have their portal.
 */
export const USER_ROLES = ['admin', 'editor', 'sales', 'partner'] as const;
export const STAFF_ROLES = ['admin', 'editor', 'sales'] as const;

export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type Priority = (typeof PRIORITIES)[number];
export type PartnerType = (typeof PARTNER_TYPES)[number];
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export type UserRole = (typeof USER_ROLES)[number];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const LIMITS = {
  recentActivityPerSource: 5,
  recentActivityTotal: 10,
  entityPreviewChars: 50,
  satisfactionMin: 1,
  satisfactionMax: 5,
} as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export type NewsroomCategory = (typeof NEWSROOM_CATEGORIES)[number];
