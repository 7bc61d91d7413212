import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../server/db/seed.ts';
import type {
  AboutContent,
  BlogPostSummary,
  PersonCard,
  PersonProfile,
  PostDetail,
  PostSummary,
} from '../../shared/content-types.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoContent(ctx.db.sql, new Date('2025-11-01T12:00:00Z'));
  // After the last demo post went up.
  ctx.clock.set('2025-11-20T10:00:00Z');
});
afterAll(() => ctx.close());

async function json<T>(path: string): Promise<T> {
  const res = await ctx.app.request(path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe('content API', () => {
  it('lists only published blog posts, newest first', async () => {
    const posts = await json<BlogPostSummary[]>('/api/content/blog');
    expect(posts.map((p) => p.slug)).toEqual([
      'measuring-the-return-on-legal-ai',
      'hsm-backed-encryption-in-hybrid-ai',
      'eu-ai-act-checklist-for-legal-teams',
      'grounded-retrieval-over-estonian-case-law',
      'decision-support-not-legal-advice',
    ]);
  });

  it('hides a post once it is unpublished or deleted', async () => {
    await ctx.db
      .sql`update blog_posts set published = false where slug = 'hsm-backed-encryption-in-hybrid-ai'`;
    await ctx.db
      .sql`update newsroom_posts set deleted_at = now() where slug = 'partnership-with-deepware'`;
    const blog = await json<BlogPostSummary[]>('/api/content/blog');
    expect(blog.map((p) => p.slug)).not.toContain('hsm-backed-encryption-in-hybrid-ai');
    expect(
      (await ctx.app.request('/api/content/blog/hsm-backed-encryption-in-hybrid-ai')).status,
    ).toBe(404);
    const news = await json<PostSummary[]>('/api/content/newsroom');
    expect(news.map((p) => p.slug)).toEqual([
      'hybrid-ai-infrastructure-pilot-programme',
      'lumen-legal-launches-in-tallinn',
    ]);
    await ctx.db
      .sql`update blog_posts set published = true where slug = 'hsm-backed-encryption-in-hybrid-ai'`;
    await ctx.db
      .sql`update newsroom_posts set deleted_at = null where slug = 'partnership-with-deepware'`;
  });

  it('reads one post by slug with its Markdown rendered to HTML', async () => {
    const post = await json<PostDetail>('/api/content/blog/decision-support-not-legal-advice');
    expect(post.title).toBeTruthy();
    expect(post.html).toMatch(/<p>/);
    expect(post.html).not.toMatch(/<script/i);
  });

  it('renders a post with a script and a javascript: link inert', async () => {
    await ctx.db.sql`insert into blog_posts (title, slug, content, author, published)
      values ('Hostile', 'hostile', ${'Hi <script>alert(1)</script> [x](javascript:alert(2))'}, 'Eve', true)`;
    const post = await json<PostDetail>('/api/content/blog/hostile');
    expect(post.html).not.toMatch(/<script|javascript:/i);
    const page = await (await ctx.app.request('/blog/hostile')).text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).not.toMatch(/href="javascript:/i);
    await ctx.db.sql`delete from blog_posts where slug = 'hostile'`;
  });

  it('answers unknown slugs with 404 in the error shape', async () => {
    for (const path of [
      '/api/content/blog/no-such-post',
      '/api/content/newsroom/no-such-post',
      '/api/content/people/no-such-person',
      '/api/content/blog/product-update-clause-comparison-audit-trails',
    ]) {
      const res = await ctx.app.request(path);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
    }
  });

  it('lists active people in order and reads a profile with its links', async () => {
    const people = await json<PersonCard[]>('/api/content/people');
    expect(people[0]?.slug).toBe('kadri-lepik');
    expect(people.length).toBeGreaterThanOrEqual(5);
    const person = await json<PersonProfile>('/api/content/people/kadri-lepik');
    expect(person.name).toBe('Kadri Lepik');
    expect(person.longBioHtml).toContain('<p>');
    expect(person.links[0]?.url).toMatch(/^https:\/\//);
    // Mail links are shown too; anything else (e.g. a script URL in old data) is not.
    expect(person.links.map((l) => l.url.split(':')[0])).toContain('mailto');
  });

  it('never shows a person link that is not a web page or a mail address', async () => {
    await ctx.db.sql`
      update people set links = ${ctx.db.sql.json([
        { label: 'Bad', url: 'javascript:alert(1)' },
        { label: 'Site', url: 'https://example.com' },
      ])} where slug = 'liisa-kask'`;
    const person = await json<PersonProfile>('/api/content/people/liisa-kask');
    expect(person.links).toEqual([{ label: 'Site', url: 'https://example.com' }]);
  });

  it('gives the about page its active team in order, linked to people, and investors', async () => {
    const about = await json<AboutContent>('/api/content/about');
    expect(about.team.map((m) => m.name).slice(0, 2)).toEqual(['Kadri Lepik', 'Martin Saar']);
    expect(about.team[0]?.personSlug).toBe('kadri-lepik');
    expect(about.investors.length).toBeGreaterThan(0);
  });
});

describe('content pages rendered by the server', () => {
  it('renders each page in both languages with its own title', async () => {
    for (const [path, title] of [
      ['/about', 'About Us | Lumen Legal'],
      ['/et/about', 'Meist | Lumen Legal'],
      ['/blog', 'Blog | Lumen Legal'],
      ['/et/blog', 'Blogi | Lumen Legal'],
      ['/newsroom', 'Newsroom | Lumen Legal'],
      ['/people', 'People | Lumen Legal'],
      ['/et/people', 'Inimesed | Lumen Legal'],
      ['/people/kadri-lepik', 'Kadri Lepik | Lumen Legal'],
    ] as const) {
      const res = await ctx.app.request(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(await res.text()).toContain(`<title>${title}</title>`);
    }
  });

  it('gives a post page the post title and description', async () => {
    const html = await (await ctx.app.request('/blog/decision-support-not-legal-advice')).text();
    const [row] = await ctx.db.sql<{ seo_title: string; seo_description: string }[]>`
      select seo_title, seo_description from blog_posts where slug = 'decision-support-not-legal-advice'`;
    expect(html).toContain(`<title>${row?.seo_title} | Lumen Legal</title>`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      '<link rel="canonical" href="http://127.0.0.1:3000/blog/decision-support-not-legal-advice" />',
    );
  });

  it('shows the about page sections with team links and the advisory notice', async () => {
    const html = await (await ctx.app.request('/about')).text();
    expect(html).toContain('Announcements are coming soon');
    expect(html).toContain('href="/people/kadri-lepik"');
    expect(html).toContain('href="/career"');
    // Each team card shows its person's portrait (the demo's are uploads).
    expect(html).toMatch(
      /<img class="avatar avatar--md" src="\/media\/[0-9a-f]{32}-320\.jpg"[^>]* alt="Photo of Kadri Lepik"/,
    );
  });

  it('shows active advisory board members on /about once there are any, and the notice again when none is', async () => {
    const board = async (path: string) => {
      const html = await (await ctx.app.request(path)).text();
      const at = html.indexOf('id="advisory"');
      return html.slice(at, html.indexOf('</section>', at));
    };
    // Written as another process would; the page follows once the change feed has announced it
    // (a bound on waiting for the feed, which polls the embedded database; not a timing check).
    const wait = { timeout: 20_000 };
    await ctx.db.sql`update advisory_members set active = true where name = 'Anneli Vahter'`;
    await expect.poll(() => board('/about'), wait).toContain('<h3>Anneli Vahter</h3>');
    const section = await board('/about');
    expect(section).toContain(
      '<p>Adviser, Legal Informatics, Nordic Legal Informatics Network</p>',
    );
    expect(section).not.toContain('Announcements are coming soon');
    expect(section).not.toContain('Henrik Aaltonen');
    // On the Estonian page the board's English texts say they are English.
    expect(await board('/et/about')).toContain(
      '<p lang="en">Adviser, Legal Informatics, Nordic Legal Informatics Network</p>',
    );
    const about = await json<AboutContent>('/api/content/about');
    expect(about.advisors.map((a) => a.name)).toEqual(['Anneli Vahter']);

    await ctx.db.sql`update advisory_members set active = false`;
    await expect
      .poll(() => board('/about'), wait)
      .toContain('<p>Announcements are coming soon</p>');
    expect(await board('/about')).not.toContain('Anneli Vahter');
  });

  it('answers unknown people and post slugs with the 404 page and status 404', async () => {
    for (const [path, text] of [
      ['/people/no-such-person', '404 Page Not Found'],
      ['/blog/no-such-post', '404 Page Not Found'],
      ['/newsroom/no-such-post', '404 Page Not Found'],
      ['/et/people/no-such-person', '404 Lehte ei leitud'],
      // Not a slug at all (a space); capitals would first redirect to the lower-case address.
      ['/blog/bad%20slug', '404 Page Not Found'],
    ] as const) {
      const res = await ctx.app.request(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(await res.text()).toContain(text);
    }
  });
});
