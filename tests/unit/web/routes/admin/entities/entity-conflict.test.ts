import { describe, expect, it } from 'vitest';
import type { PersonRow } from '../../../../../../shared/admin/entities.ts';
import {
  chooseValues,
  entityConflict,
  shownValue,
} from '../../../../../../web/src/routes/admin/entities/entity-conflict.ts';

const saved: PersonRow = {
  id: 'p1',
  version: 'v2',
  name: 'Triin Ojala',
  slug: 'triin-ojala',
  title: 'Head of Machine Learning',
  title_et: 'Masinõppe juht',
  short_bio: null,
  short_bio_et: null,
  long_bio: 'Long.',
  long_bio_et: null,
  photo_url: null,
  links: [{ label: 'GitHub', url: 'https://github.com/triin' }],
  order_index: 3,
  active: true,
  created_at: '2026-01-05T09:00:00.000Z',
  updated_at: '2026-02-01T09:00:00.000Z',
  deleted_at: null,
};

describe('a refused entity save, side by side with the saved record', () => {
  const conflict = entityConflict('people', saved, {
    title: 'Principal Machine Learning Engineer',
    short_bio: 'Builds the models behind search.',
    long_bio: 'Long.',
    links: [{ label: 'GitHub', url: 'https://github.com/triin-o' }],
    active: false,
  });

  it('lists the fields whose values differ, in the form order, Estonian after English', () => {
    expect(conflict.fields).toEqual(['title', 'short_bio', 'links', 'active']);
    expect(conflict.theirs.title).toBe('Head of Machine Learning');
    expect(conflict.mine.title).toBe('Principal Machine Learning Engineer');
    // What the save did not touch is the saved record's.
    expect(conflict.mine.title_et).toBe('Masinõppe juht');
    expect(conflict.mine.order_index).toBe('3');
  });

  it('keeps the person’s version except where they chose their colleague’s', () => {
    const chosen = chooseValues(conflict, ['title', 'active']);
    expect(chosen.title).toBe('Head of Machine Learning');
    expect(chosen.active).toBe(true);
    expect(chosen.short_bio).toBe('Builds the models behind search.');
    expect(chosen.links).toEqual([{ label: 'GitHub', url: 'https://github.com/triin-o' }]);
  });

  it('shows links, switches and empty values as text', () => {
    expect(shownValue(conflict.mine.links)).toBe('GitHub https://github.com/triin-o');
    expect(shownValue(conflict.mine.active)).toBe('✗');
    expect(shownValue(conflict.theirs.short_bio)).toBe('');
  });

  it('finds nothing to choose when the save matches the record', () => {
    expect(entityConflict('people', saved, { title: saved.title }).fields).toEqual([]);
  });
});
