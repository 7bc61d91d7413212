import { describe, expect, it } from 'vitest';
import {
  allows,
  canRead,
  canWrite,
  isStaff,
  mayPurge,
  mayRun,
  maySee,
  omittedColumns,
  readableTables,
  rowCondition,
  STAFF_ROLES,
  trashKinds,
} from '../../../../shared/admin/access.ts';
import { MUTATIONS } from '../../../../shared/admin/mutations.ts';
import { TRASH_TABLES } from '../../../../shared/admin/trash.ts';

describe('staff access', () => {
  it('knows staff from partners', () => {
    expect(['admin', 'editor', 'sales', 'partner', undefined].map(isStaff)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('gives an editor the content, its pictures and the newsletter list, and sales the leads', () => {
    expect(readableTables('editor').map((t) => t.name)).toEqual([
      'newsletter_signups',
      'blog_posts',
      'newsroom_posts',
      'team_members',
      'advisory_members',
      'investors',
      'partners',
      'people',
      'media',
      'newsletter_issues',
    ]);
    expect(canRead('sales', 'contact_submissions')).toBe(true);
    expect(canRead('sales', 'media')).toBe(false);
    expect(canRead('sales', 'blog_posts')).toBe(true);
    expect(canRead('partner', 'blog_posts')).toBe(false);
    expect(readableTables('partner')).toEqual([]);
  });

  it('gives sales the newsletter issues sent, and editors every issue', () => {
    expect(canWrite('editor', 'newsletter_issues')).toBe(true);
    expect(canWrite('sales', 'newsletter_issues')).toBe(false);
    expect(rowCondition('sales', 'newsletter_issues')).toEqual({
      column: 'status',
      equals: 'sent',
    });
    expect(rowCondition('editor', 'newsletter_issues')).toBeNull();
  });

  it('keeps a subscriber’s browser from an editor, not from sales', () => {
    expect(omittedColumns('editor', 'newsletter_signups')).toContain('user_agent');
    expect(omittedColumns('sales', 'newsletter_signups')).not.toContain('user_agent');
    expect(omittedColumns('sales', 'newsletter_signups')).toContain('ip_address');
  });

  it('shows each screen to its roles, a new post only to those who write posts', () => {
    const screens = ['/admin', '/admin/contacts', '/admin/blog', '/admin/users', '/admin/mail'];
    expect(screens.map((path) => maySee('editor', path))).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
    expect(screens.map((path) => maySee('sales', path))).toEqual([true, true, true, false, false]);
    expect(maySee('sales', '/admin/blog/new', true)).toBe(false);
    expect(maySee('editor', '/admin/blog/new', true)).toBe(true);
    expect(maySee('editor', '/admin/contacts?selected=1')).toBe(false);
    // A screen nobody declared is for administrators only.
    expect(maySee('sales', '/admin/something-new')).toBe(false);
    expect(maySee('admin', '/admin/something-new')).toBe(true);
  });

  it('reads with GET and writes otherwise on a table’s part of the API', () => {
    const newsletter = { table: 'newsletter_signups' } as const;
    expect(allows('editor', newsletter)).toBe(true);
    expect(allows('editor', newsletter, true)).toBe(false);
    expect(allows('sales', newsletter, true)).toBe(true);
  });

  it('lets only administrators delete for good from the trash; others restore what they write', () => {
    for (const { prefix } of TRASH_TABLES) {
      const purge = MUTATIONS.get(`${prefix}.purge`);
      if (!purge) throw new Error(`${prefix} has no purge`);
      expect(
        STAFF_ROLES.filter((role) => mayRun(role, purge)),
        prefix,
      ).toEqual(['admin']);
    }
    expect(STAFF_ROLES.filter(mayPurge)).toEqual(['admin']);
    expect(mayPurge('partner')).toBe(false);
    const restoreContact = MUTATIONS.get('contact.undelete');
    const restorePost = MUTATIONS.get('blog.undelete');
    if (!restoreContact || !restorePost) throw new Error('no restore');
    expect(mayRun('sales', restoreContact)).toBe(true);
    expect(mayRun('editor', restorePost)).toBe(true);
    expect(mayRun('editor', restoreContact)).toBe(false);
  });

  it('shows each role the kinds of record in the trash its copy holds, and no other', () => {
    const kinds = (role: 'admin' | 'editor' | 'sales' | 'partner') =>
      trashKinds(role, TRASH_TABLES).map((k) => k.table);
    // An editor never sees contacts, partner applications, sales enquiries or tickets.
    expect(kinds('editor')).toEqual([
      'newsletter_signups',
      'blog_posts',
      'newsroom_posts',
      'team_members',
      'advisory_members',
      'investors',
      'partners',
      'people',
    ]);
    expect(kinds('admin')).toEqual(TRASH_TABLES.map((k) => k.table));
    expect(kinds('sales')).toEqual(TRASH_TABLES.map((k) => k.table));
    expect(kinds('partner')).toEqual([]);
  });
});
