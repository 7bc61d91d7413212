import { BLOG_KIND } from '../posts/post-kind.ts';
import { PostsListPage } from '../posts/posts-list-page.tsx';

/** /admin/blog and /admin/blog/posts (back-office §2 Blog list). */
export function Component() {
  return <PostsListPage kind={BLOG_KIND} />;
}
