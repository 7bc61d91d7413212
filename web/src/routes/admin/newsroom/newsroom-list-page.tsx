import { NEWSROOM_KIND } from '../posts/post-kind.ts';
import { PostsListPage } from '../posts/posts-list-page.tsx';

/** /admin/newsroom and /admin/newsroom/posts (back-office §2 Newsroom list). */
export function Component() {
  return <PostsListPage kind={NEWSROOM_KIND} />;
}
