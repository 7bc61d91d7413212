import { describe, expect, it } from 'vitest';
import { blogPostArgs } from '../../../../shared/admin/blog.ts';
import { newsroomPostArgs } from '../../../../shared/admin/newsroom.ts';
import { IMAGE_URL_MESSAGE } from '../../../../shared/admin/posts.ts';
import { blogPostArgs as blogPost } from '../../../helpers/blog-post-args.ts';

// A post's featured image may be a picture uploaded here (/media/…), as the upload beside the
// field fills it in, or a web address; nothing else.
describe('a featured image address', () => {
  const kinds = [
    ['blog', blogPostArgs, blogPost()],
    ['newsroom', newsroomPostArgs, { ...blogPost(), category: null }],
  ] as const;
  for (const [kind, schema, base] of kinds) {
    it(`${kind}: takes an upload's address and an http(s) URL`, () => {
      for (const url of [
        '/media/0123456789abcdef0123456789abcdef.jpg',
        'https://img.example/a.png',
      ]) {
        const parsed = schema.safeParse({ ...base, featured_image: url });
        expect(parsed.success && parsed.data.featured_image).toBe(url);
      }
    });

    it(`${kind}: refuses anything else with the field's message`, () => {
      for (const url of ['not a url', '//evil.example/a.png', 'javascript:alert(1)', '/a b.png']) {
        const parsed = schema.safeParse({ ...base, featured_image: url });
        expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
          ['featured_image', IMAGE_URL_MESSAGE],
        ]);
      }
    });
  }
});
