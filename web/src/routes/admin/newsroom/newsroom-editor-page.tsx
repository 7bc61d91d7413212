import { PostEditorPage } from '../posts/post-editor-page.tsx';
import { NEWSROOM_KIND } from '../posts/post-kind.ts';

/** /admin/newsroom/new and /admin/newsroom/edit/{id} (back-office §2 Press release form). */
export function Component() {
  return <PostEditorPage kind={NEWSROOM_KIND} />;
}
