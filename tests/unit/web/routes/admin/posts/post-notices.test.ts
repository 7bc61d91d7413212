import { describe, expect, it } from 'vitest';
import { BLOG_MESSAGES } from '../../../../../../shared/admin/blog.ts';
import { NEWSROOM_MESSAGES } from '../../../../../../shared/admin/newsroom.ts';
import { admin } from '../../../../../../shared/i18n/en/admin.ts';
import {
  BLOG_KIND,
  NEWSROOM_KIND,
} from '../../../../../../web/src/routes/admin/posts/post-kind.ts';
import { postNoticeText } from '../../../../../../web/src/routes/admin/posts/post-notices.tsx';
import type { SyncNotice } from '../../../../../../web/src/sync/db.ts';

function notice(over: Partial<SyncNotice>): SyncNotice {
  return {
    id: 'n1',
    kind: 'rejected',
    mutation: 'blog.setPublished',
    table: 'blog_posts',
    rowId: 'p1',
    message: BLOG_MESSAGES.updateFailed,
    row: null,
    createdAt: '2026-11-23T08:00:00.000Z',
    ...over,
  };
}

describe('blog and newsroom texts (back-office §2, §8)', () => {
  it("use the spec's wording, the same as the mutations' messages", () => {
    const blog = admin.posts.blog;
    expect(blog.deleteConfirm).toBe(BLOG_MESSAGES.deleteConfirm);
    expect(blog.failures).toEqual({
      update: BLOG_MESSAGES.updateFailed,
      delete: BLOG_MESSAGES.deleteFailed,
      save: BLOG_MESSAGES.saveFailed,
    });
    expect([blog.notFound, blog.loadFailed]).toEqual([
      BLOG_MESSAGES.notFound,
      BLOG_MESSAGES.loadFailed,
    ]);
    const newsroom = admin.posts.newsroom;
    expect(newsroom.deleteConfirm).toBe(NEWSROOM_MESSAGES.deleteConfirm);
    expect(newsroom.failures).toEqual({
      update: NEWSROOM_MESSAGES.updateFailed,
      delete: NEWSROOM_MESSAGES.deleteFailed,
      save: NEWSROOM_MESSAGES.saveFailed,
    });
    expect([newsroom.newTitle, newsroom.editTitle]).toEqual([
      NEWSROOM_MESSAGES.createHeading,
      NEWSROOM_MESSAGES.editHeading,
    ]);
    expect([newsroom.notFound, newsroom.loadFailed]).toEqual([
      NEWSROOM_MESSAGES.notFound,
      NEWSROOM_MESSAGES.loadFailed,
    ]);
    expect(admin.posts.editor.saved).toBe('Saved!');
    expect(admin.posts.editor.error).toBe('Error!');
  });
});

describe('a post change the server refused, in the list', () => {
  it('a refused Publish or Feature toggle reads "Failed to update post. Please try again."', () => {
    for (const mutation of ['blog.setPublished', 'blog.setFeatured']) {
      expect(postNoticeText(BLOG_KIND, admin, notice({ mutation })).text).toBe(
        'Failed to update post. Please try again.',
      );
    }
  });

  it('a refused delete reads the delete failure; a refused save its own reason beside it', () => {
    expect(
      postNoticeText(
        NEWSROOM_KIND,
        admin,
        notice({ mutation: 'newsroom.delete', table: 'newsroom_posts' }),
      ).text,
    ).toBe('Failed to delete post. Please try again.');
    const taken = postNoticeText(
      BLOG_KIND,
      admin,
      notice({ mutation: 'blog.create', message: BLOG_MESSAGES.slugTaken }),
    );
    expect(taken).toEqual({ text: 'Failed to save blog post', detail: BLOG_MESSAGES.slugTaken });
  });

  it('a save that met someone else’s links to the editor to compare the versions', () => {
    const said = postNoticeText(
      BLOG_KIND,
      admin,
      notice({
        kind: 'conflict',
        mutation: 'blog.save',
        row: { id: 'p1', version: '9', deleted_at: null, title: 'Theirs' },
        attempted: { title: 'Mine' },
      }),
    );
    expect(said.text).toBe('Failed to save blog post');
    expect(said.link).toEqual({ to: '/admin/blog/edit/p1', label: 'Compare the versions' });
  });
});
