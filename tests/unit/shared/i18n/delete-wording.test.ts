import { describe, expect, it } from 'vitest';
import { admin as en } from '../../../../shared/i18n/en/admin.ts';
import { admin as et } from '../../../../shared/i18n/et/admin.ts';
import { fmt } from '../../../../shared/i18n/format.ts';
import { TOMBSTONE_RETENTION_DAYS } from '../../../../shared/sync/tables.ts';

/** Every text under a key named `deleteConfirm`, by its path in the catalogue. */
function deleteQuestions(node: unknown, path = ''): [string, string][] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]): [string, string][] => {
    const here = path ? `${path}.${key}` : key;
    if (key === 'deleteConfirm') {
      const forms = typeof value === 'string' ? { '': value } : (value as Record<string, string>);
      return Object.entries(forms).map(([form, text]) => [`${here}${form && `.${form}`}`, text]);
    }
    return deleteQuestions(value, here);
  });
}

describe('asking to delete a record that goes to the Trash', () => {
  it.each([
    ['en', en, 'cannot be undone', `restored for ${TOMBSTONE_RETENTION_DAYS} days`],
    ['et', et, 'ei saa tagasi võtta', `${TOMBSTONE_RETENTION_DAYS} päeva jooksul taastada`],
  ] as const)('says where it goes and for how long (%s)', (_, catalogue, untrue, promise) => {
    // A picture in the media library is deleted for good: its question says so.
    const questions = deleteQuestions(catalogue).filter(([path]) => !path.startsWith('media.'));
    expect(questions.map(([path]) => path)).toEqual([
      'bulk.deleteConfirm.one',
      'bulk.deleteConfirm.other',
      'contacts.detail.deleteConfirm',
      'partners.detail.deleteConfirm',
      'newsletter.deleteConfirm',
      'posts.blog.deleteConfirm',
      'posts.newsroom.deleteConfirm',
      'sales.detail.deleteConfirm',
      'support.detail.deleteConfirm',
      'entities.deleteConfirm',
    ]);
    for (const [path, text] of questions) {
      expect(text, path).not.toContain(untrue);
      expect(fmt(text, { days: TOMBSTONE_RETENTION_DAYS }), path).toContain(promise);
    }
  });
});
