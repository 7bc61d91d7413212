import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { SEEDED_TABLES, seedDemoContent } from '../../server/db/seed.ts';
import { createTestDatabase } from '../helpers/db.ts';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const NOW = new Date('2025-12-15T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The seeded tables, the demo reply thread written after the leads it answers, and the demo's
 * pictures (seed-pictures.ts).
 */
const COUNTED = [...SEEDED_TABLES, 'lead_replies', 'media'];

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED) {
    const [row] = await db.sql<{ n: number }[]>`select count(*)::int as n from ${db.sql(table)}`;
    counts[table] = row?.n ?? -1;
  }
  return counts;
}

describe('seedDemoContent', () => {
  it('seeds an empty database with content and leads', async () => {
    const result = await seedDemoContent(db.sql, NOW);
    expect(result.seeded).toBe(true);
    expect(result.counts).toEqual({
      blog_posts: 6,
      newsroom_posts: 4,
      people: 7,
      team_members: 5,
      advisory_members: 2,
      investors: 3,
      partners: 9,
      contact_submissions: 6,
      sales_enquiries: 4,
      newsletter_signups: 8,
      partner_applications: 4,
      support_tickets: 6,
      lead_replies: 1,
      // A portrait of each person, a logo of each investor and partner, two featured images.
      media: 7 + 3 + 9 + 2,
    });
    expect(await tableCounts()).toEqual(result.counts);
  });

  it('publishes at least five blog posts across the categories, with one featured', async () => {
    const posts = await db.sql<{ category: string; published: boolean; featured: boolean }[]>`
      select category, published, featured from blog_posts`;
    expect(posts.filter((p) => p.published).length).toBeGreaterThanOrEqual(5);
    expect(new Set(posts.map((p) => p.category)).size).toBe(6);
    expect(posts.filter((p) => p.featured)).toHaveLength(1);
    const [news] = await db.sql<{ published: number; drafts: number }[]>`
      select count(*) filter (where published)::int as published,
             count(*) filter (where not published and published_at is null)::int as drafts
      from newsroom_posts`;
    expect(news).toEqual({ published: 3, drafts: 1 });
  });

  it('lists the four technology partners of the public site', async () => {
    const rows = await db.sql<{ slug: string }[]>`
      select slug from partners where kind = 'technology' and active order by order_index`;
    expect(rows.map((r) => r.slug)).toEqual(['redline', 'qatalis', 'deepware', 'skudo-tech']);
    const kinds = await db.sql<{ kind: string; n: number }[]>`
      select kind, count(*)::int as n from partners group by kind order by kind`;
    expect(kinds).toEqual([
      { kind: 'hardware', n: 2 },
      { kind: 'platform', n: 3 },
      { kind: 'technology', n: 4 },
    ]);
  });

  it('links every team member to an existing person', async () => {
    const orphans = await db.sql`
      select t.name from team_members t
      where t.person_slug is null or not exists (select 1 from people p where p.slug = t.person_slug)`;
    expect(orphans).toHaveLength(0);
    const [people] = await db.sql<{ active: number; links_ok: boolean }[]>`
      select count(*) filter (where active)::int as active,
             bool_and(jsonb_typeof(links) = 'array' and jsonb_array_length(links) > 0) as links_ok
      from people`;
    expect(people).toEqual({ active: 6, links_ok: true });
    const advisory = await db.sql`select 1 from advisory_members where active`;
    expect(advisory).toHaveLength(0);
  });

  it('translates some posts, a press release and roles into Estonian, and leaves others English', async () => {
    const [posts] = await db.sql<Record<string, number>[]>`
      select
        (select count(*)::int from blog_posts where published and title_et is not null
           and content_et is not null and excerpt_et is not null) as blog_et,
        (select count(*)::int from blog_posts where published and title_et is null) as blog_en,
        (select count(*)::int from newsroom_posts where published and title_et is not null
           and content_et is not null) as news_et,
        (select count(*)::int from people where active and title_et is not null) as people_et,
        (select count(*)::int from people where active and title_et is null) as people_en,
        (select count(*)::int from team_members where active and position_et is not null) as team_et`;
    expect(posts).toEqual({
      blog_et: 2,
      blog_en: 3,
      news_et: 1,
      people_et: 3,
      people_en: 3,
      team_et: 3,
    });
  });

  it('keeps leads consistent and within the 60 days before now', async () => {
    for (const table of [
      'contact_submissions',
      'sales_enquiries',
      'newsletter_signups',
      'partner_applications',
      'support_tickets',
    ]) {
      const [range] = await db.sql<{ oldest: Date; newest: Date; updated_ok: boolean }[]>`
        select min(created_at) as oldest, max(created_at) as newest,
               bool_and(updated_at >= created_at and updated_at <= ${NOW}) as updated_ok
        from ${db.sql(table)}`;
      expect(range?.oldest.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 60 * DAY_MS);
      expect(range?.newest.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(range?.updated_ok).toBe(true);
    }
    const [checks] = await db.sql<Record<string, boolean>[]>`
      select
        (select bool_and(response_sent = (response_date is not null)) from contact_submissions) as responses,
        (select bool_and(subscribed = (unsubscribed_at is null)) from newsletter_signups) as newsletter,
        (select count(*) = 2 from newsletter_signups where not subscribed) as unsubscribed,
        (select count(distinct status) = 4 from partner_applications) as partner_statuses,
        (select bool_and((status = 'pending') = (reviewed_at is null)) from partner_applications) as reviews,
        (select bool_and(resolved_at is not null and resolution is not null
                         and customer_satisfaction between 1 and 5)
           from support_tickets where status in ('resolved', 'closed')) as resolutions,
        (select bool_and(ticket_number ~ '^SUP-[0-9]{4}-[0-9]{6}$') from support_tickets) as tickets,
        (select bool_and(email like '%.example') from contact_submissions) as contact_emails,
        (select bool_and(email like '%.example') from sales_enquiries) as sales_emails`;
    expect(Object.values(checks ?? {})).not.toContain(false);
    expect(Object.values(checks ?? {})).toHaveLength(9);
  });

  it('does nothing the second time', async () => {
    const before = await tableCounts();
    expect(await seedDemoContent(db.sql, NOW)).toEqual({ seeded: false, counts: {} });
    expect(await tableCounts()).toEqual(before);
  });

  it('does not seed a database that already holds one contact submission', async () => {
    for (const table of COUNTED) await db.sql`delete from ${db.sql(table)}`;
    await db.sql`
      insert into contact_submissions (name, email, message)
      values ('Priit Org', 'priit.org@firm.example', 'Please call me back.')`;
    expect(await seedDemoContent(db.sql, NOW)).toEqual({ seeded: false, counts: {} });
    const counts = await tableCounts();
    expect(counts.contact_submissions).toBe(1);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(1);
  });
});
