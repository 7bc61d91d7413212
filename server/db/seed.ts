/**
 * Demo content for a fresh installation: blog and press posts, people, team, advisory board,
 * investors, partners and a few weeks of leads. It is written only into a database that holds
 * no content and no leads, all in one transaction, so a half-seeded database cannot occur.
 * The content lives in seed-content*.ts; this file turns it into rows.
 */
import type postgres from 'postgres';
import { leadScore } from '../../shared/lead-score.ts';
import type { Sql, TransactionSql } from './client.ts';
import {
  ADVISORY_MEMBERS,
  CONTENT_CREATED_AT,
  INVESTORS,
  PARTNERS,
  PEOPLE,
  TEAM_MEMBERS,
} from './seed-content.ts';
import {
  BLOG_POSTS_ET,
  INVESTORS_ET,
  NEWSROOM_POSTS_ET,
  PEOPLE_ET,
  TEAM_MEMBERS_ET,
} from './seed-content-et.ts';
import {
  CONTACT_SUBMISSIONS,
  NEWSLETTER_SIGNUPS,
  PARTNER_APPLICATIONS,
  SALES_ENQUIRIES,
  STAFF,
  USER_AGENTS,
} from './seed-content-leads.ts';
import { BLOG_POSTS, NEWSROOM_POSTS } from './seed-content-posts.ts';
import { SUPPORT_TICKETS } from './seed-content-support.ts';
import { seedDemoPictures } from './seed-pictures.ts';

export interface SeedResult {
  seeded: boolean;
  counts: Record<string, number>;
}

/** The tables that must all be empty before anything is seeded (and that seeding fills). */
export const SEEDED_TABLES = [
  'blog_posts',
  'newsroom_posts',
  'team_members',
  'advisory_members',
  'investors',
  'partners',
  'people',
  'contact_submissions',
  'sales_enquiries',
  'newsletter_signups',
  'partner_applications',
  'support_tickets',
] as const;

type SeededTable = (typeof SEEDED_TABLES)[number];
type Row = Record<string, postgres.SerializableParameter>;

/** Serialises concurrent seeders, so two processes starting at once cannot both seed. */
const SEED_LOCK_KEY = 7_340_223;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Inserts demo content and leads when the database holds no content and no leads; otherwise does nothing. */
export async function seedDemoContent(sql: Sql, now: Date = new Date()): Promise<SeedResult> {
  return sql.begin(async (tx): Promise<SeedResult> => {
    await tx`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`;
    if (!(await isEmpty(tx))) return { seeded: false, counts: {} };
    const pictures = await seedDemoPictures(tx, now);
    const rows = buildRows(now, (links) => tx.json(links), pictures);
    const counts: Record<string, number> = {};
    // People before team and advisory members, whose person_slug refers to them.
    for (const table of Object.keys(rows) as SeededTable[]) {
      const result = await tx`insert into ${tx(table)} ${tx(rows[table])}`;
      counts[table] = result.count;
    }
    await linkDemoPartners(tx);
    counts.lead_replies = await seedDemoReplies(tx);
    counts.media = new Set(pictures.values()).size;
    return { seeded: true, counts };
  });
}

/**
 * Partner accounts made before the first start (the demo's, with the CLI) belong to the demo's
 * application from their address, whatever its status (an applicant under review sees that in
 * the portal): linked here once, by that application's id. Safe to
 * match by address only here: these applications were just written by the seed itself, into a
 * database that held no leads, so no public submission can be among them.
 */
async function linkDemoPartners(tx: TransactionSql): Promise<void> {
  await tx`
    update users set partner_application_id = a.id, updated_at = now()
    from partner_applications a
    where users.role = 'partner' and users.partner_application_id is null
      and lower(a.email) = lower(users.email)`;
  await tx`
    update partner_applications a set account_created_at = u.created_at
    from users u
    where u.partner_application_id = a.id and a.account_created_at is null`;
}

/**
 * The answer the sales lead sent to the first demo contact from the back office, on its reply
 * thread as delivered: the demo shows what a thread looks like. Written when it was responded to.
 */
async function seedDemoReplies(tx: TransactionSql): Promise<number> {
  const result = await tx`
    insert into lead_replies (id, lead_table, lead_id, to_address, subject, body, language,
      sent_by, delivery, delivered_at, created_at, updated_at)
    select gen_random_uuid(), 'contact_submissions', id, email,
      'A Lumen Legal demo for Tamm & Kuusk',
      ${DEMO_REPLY_BODY}, language, ${STAFF.sales}, 'sent', response_date, response_date,
      response_date
    from contact_submissions where email = 'maria.tamm@firm.example' and response_date is not null`;
  return result.count;
}

const DEMO_REPLY_BODY = [
  'Dear Maria Tamm,',
  'Thank you for your interest in Lumen Legal. I would be glad to show your team how the research assistant works with Supreme Court practice on employment contracts.',
  'Would Tuesday or Thursday next week at 10:00 suit you? The demo takes about 45 minutes, online or at your office in Tartu.',
  'Kind regards,\nJoonas Rebane\nLumen Legal',
].join('\n\n');

async function isEmpty(tx: TransactionSql): Promise<boolean> {
  // Table names come from the constant above, never from input.
  const anyRows = SEEDED_TABLES.map((t) => `exists (select 1 from ${t})`).join(' or ');
  const [row] = await tx.unsafe<{ has_rows: boolean }[]>(`select ${anyRows} as has_rows`);
  return row?.has_rows === false;
}

/**
 * Every table's rows, in insertion order. Each row names all of its columns (absent optional
 * content becomes null), because postgres.js takes the column list from the first row.
 */
function buildRows(
  now: Date,
  json: (value: postgres.JSONValue) => postgres.Parameter,
  /** The demo's pictures' addresses, by what each is for (seed-pictures.ts). */
  pictures: ReadonlyMap<string, string>,
): Record<SeededTable, Row[]> {
  const ago = (days: number): Date => new Date(now.getTime() - days * DAY_MS);
  const agoOrNull = (days: number | undefined): Date | null =>
    days === undefined ? null : ago(days);
  const browser = (i: number): string | null => USER_AGENTS[i % USER_AGENTS.length] ?? null;
  // Organisation content was entered when the company was founded.
  const founded = {
    created_at: new Date(CONTENT_CREATED_AT),
    updated_at: new Date(CONTENT_CREATED_AT),
  };

  return {
    blog_posts: BLOG_POSTS.map((p) => ({
      ...p,
      ...estonian(BLOG_POSTS_ET[p.slug], [
        'title_et',
        'excerpt_et',
        'content_et',
        'seo_title_et',
        'seo_description_et',
      ]),
      featured_image: p.featured_image ?? pictures.get(`post:${p.slug}`) ?? null,
      ...postDates(p.created_at, p.published_at),
    })),
    newsroom_posts: NEWSROOM_POSTS.map((p) => ({
      ...p,
      ...estonian(NEWSROOM_POSTS_ET[p.slug], ['title_et', 'excerpt_et', 'content_et']),
      ...postDates(p.created_at, p.published_at),
    })),
    people: PEOPLE.map((p) => ({
      ...p,
      ...estonian(PEOPLE_ET[p.slug], ['title_et', 'short_bio_et', 'long_bio_et']),
      photo_url: p.photo_url ?? pictures.get(`person:${p.slug}`) ?? null,
      links: json(p.links),
      ...founded,
    })),
    team_members: TEAM_MEMBERS.map((m) => ({
      ...m,
      ...estonian(TEAM_MEMBERS_ET[m.name], ['position_et', 'bio_et']),
      // The team card shows the person's portrait.
      image_url: m.image_url ?? pictures.get(`person:${m.person_slug}`) ?? null,
      ...founded,
    })),
    advisory_members: ADVISORY_MEMBERS.map((m) => ({
      ...m,
      image_url: m.image_url ?? null,
      ...founded,
    })),
    investors: INVESTORS.map((i) => ({
      ...i,
      ...estonian(INVESTORS_ET[i.name], ['type_et', 'description_et']),
      logo_url: i.logo_url ?? pictures.get(`investor:${i.name}`) ?? null,
      ...founded,
    })),
    partners: PARTNERS.map((p) => ({
      ...p,
      logo_url: p.logo_url ?? pictures.get(`partner:${p.slug}`) ?? null,
      ...founded,
    })),

    contact_submissions: CONTACT_SUBMISSIONS.map((c, i) => {
      const responseDate = agoOrNull(c.responded_days_ago);
      return {
        name: c.name,
        email: c.email,
        company: c.company ?? null,
        subject: c.subject ?? null,
        message: c.message,
        form_type: 'general',
        priority: c.priority,
        status: c.status,
        assigned_to: c.assigned_to ?? null,
        response_sent: responseDate !== null,
        response_date: responseDate,
        user_agent: browser(i),
        referrer: c.referrer ?? null,
        ip_address: c.ip_address ?? null,
        language: c.language ?? 'en',
        ...leadDates(ago(c.days_ago), responseDate),
      };
    }),
    sales_enquiries: SALES_ENQUIRIES.map((s, i) => ({
      name: s.name,
      email: s.email,
      company: s.company,
      title: s.title ?? null,
      employees: s.employees ?? null,
      phone: s.phone ?? null,
      message: s.message ?? null,
      status: s.status,
      // The rule an enquiry from the public form is scored by, so the back office's reasons add up.
      lead_score: leadScore(s),
      user_agent: browser(i + 1),
      ip_address: s.ip_address ?? null,
      language: s.language ?? 'en',
      ...leadDates(ago(s.days_ago)),
    })),
    newsletter_signups: NEWSLETTER_SIGNUPS.map((n, i) => {
      const unsubscribedAt = agoOrNull(n.unsubscribed_days_ago);
      return {
        email: n.email,
        subscribed: unsubscribedAt === null,
        source: n.source,
        consent_at: ago(n.days_ago),
        unsubscribed_at: unsubscribedAt,
        ip_address: null,
        user_agent: browser(i + 2),
        language: n.language ?? 'en',
        ...leadDates(ago(n.days_ago), unsubscribedAt),
      };
    }),
    partner_applications: PARTNER_APPLICATIONS.map((a, i) => {
      const reviewedAt = agoOrNull(a.reviewed_days_ago);
      return {
        name: a.name,
        email: a.email,
        company: a.company,
        partner_type: a.partner_type,
        message: a.message,
        status: a.status,
        review_notes: a.review_notes ?? null,
        reviewed_at: reviewedAt,
        reviewed_by: a.reviewed_by ?? null,
        // The last review change, as the review history records each one.
        review_history: json(
          reviewedAt
            ? [
                {
                  at: reviewedAt.toISOString(),
                  by: a.reviewed_by ?? null,
                  status: a.status,
                  note: a.review_notes ?? null,
                },
              ]
            : [],
        ),
        user_agent: browser(i + 3),
        ip_address: null,
        language: a.language ?? 'en',
        ...leadDates(ago(a.days_ago), reviewedAt),
      };
    }),
    // ticket_number is left to its column default (SUP-YYYY-NNNNNN).
    support_tickets: SUPPORT_TICKETS.map((t, i) => {
      const firstResponseAt = agoOrNull(t.first_response_days_ago);
      const resolvedAt = agoOrNull(t.resolved_days_ago);
      return {
        customer_name: t.customer_name,
        customer_email: t.customer_email,
        company: t.company ?? null,
        subject: t.subject,
        description: t.description,
        status: t.status,
        priority: t.priority,
        category: t.category,
        resolution: t.resolution ?? null,
        customer_satisfaction: t.customer_satisfaction ?? null,
        first_response_at: firstResponseAt,
        resolved_at: resolvedAt,
        assigned_to: t.assigned_to ?? null,
        user_agent: browser(i),
        ip_address: null,
        language: t.language ?? 'en',
        ...leadDates(ago(t.days_ago), firstResponseAt, resolvedAt),
      };
    }),
  };
}

/** A post was last updated when it was published, or else when it was written. */
/**
 * A row's Estonian columns: the translation's texts, null where it has none (every row names
 * every column, see buildRows).
 */
function estonian(
  translation: object | undefined,
  columns: readonly string[],
): Record<string, string | null> {
  const texts = (translation ?? {}) as Partial<Record<string, string>>;
  return Object.fromEntries(columns.map((c) => [c, texts[c] ?? null]));
}

function postDates(createdAt: string, publishedAt: string | null) {
  const created = new Date(createdAt);
  const published = publishedAt === null ? null : new Date(publishedAt);
  return { published_at: published, created_at: created, updated_at: published ?? created };
}

/** A lead was last updated by the latest thing that happened to it. */
function leadDates(createdAt: Date, ...events: (Date | null)[]) {
  const times = events.map((d) => d?.getTime() ?? 0);
  return { created_at: createdAt, updated_at: new Date(Math.max(createdAt.getTime(), ...times)) };
}
