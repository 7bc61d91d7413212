import { PostEditorPage } from '../posts/post-editor-page.tsx';
import { BLOG_KIND } from '../posts/post-kind.ts';

/** /admin/blog/new and /admin/blog/edit/{id} (back-office §2 Blog form). */
export function Component() {
  return <PostEditorPage kind={BLOG_KIND} />;
}
