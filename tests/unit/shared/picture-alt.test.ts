import { describe, expect, it } from 'vitest';
import { admin as en } from '../../../shared/i18n/en/admin.ts';
import { admin as et } from '../../../shared/i18n/et/admin.ts';
import {
  isMissingAlt,
  markDecorative,
  PICTURE_ALT_PLACEHOLDERS,
  undescribedPictures,
} from '../../../shared/picture-alt.ts';

const TEXT = [
  'Intro.',
  '![Describe the picture](/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg)',
  '![Our office in Tartu](/media/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg)',
  '![](https://img.example/a.png)',
  '![](/media/cccccccccccccccccccccccccccccccc.png "decorative")',
  '![Kirjelda pilti](/x.png "A title")',
].join('\n\n');

describe('pictures without a description', () => {
  it('are the inserted placeholder (either language, the catalogue’s) or an empty one', () => {
    expect(PICTURE_ALT_PLACEHOLDERS).toEqual([en.imageUpload.describe, et.imageUpload.describe]);
    expect(isMissingAlt('  ')).toBe(true);
    expect(isMissingAlt('Kirjelda pilti')).toBe(true);
    expect(isMissingAlt('A chart of sales')).toBe(false);
  });

  it('are found in a text, leaving out those described or marked decorative', () => {
    expect(undescribedPictures(TEXT).map((p) => p.url)).toEqual([
      '/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg',
      'https://img.example/a.png',
      '/x.png',
    ]);
  });

  it('are marked decorative by one change that leaves every other picture as it was', () => {
    const marked = markDecorative(TEXT);
    expect(undescribedPictures(marked)).toEqual([]);
    expect(marked).toContain('![](/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg "decorative")');
    expect(marked).toContain('![Our office in Tartu](/media/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg)');
    expect(marked).toContain('![](/x.png "decorative")');
    expect(markDecorative(marked)).toBe(marked);
  });
});
