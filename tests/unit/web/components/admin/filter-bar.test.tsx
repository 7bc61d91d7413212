import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FilterBar } from '../../../../../web/src/components/admin/filter-bar.tsx';

const bar = (status: string) =>
  renderToStaticMarkup(
    <FilterBar
      label="Search and filter submissions"
      searchLabel="Search"
      search="anu"
      onSearch={() => undefined}
      selects={[
        {
          name: 'status',
          label: 'Status',
          value: status,
          allLabel: 'All statuses',
          options: [{ value: 'new', label: 'New' }],
        },
      ]}
      onFilter={() => undefined}
      spam={{ label: 'Suspected spam', checked: false, onChange: () => undefined }}
    />,
  );

describe('the search and filters of a list', () => {
  it('is a GET form of the list’s own parameters, with a submit button', () => {
    const html = bar('');
    expect(html).toContain('<form class="admin-filters__form" method="get">');
    expect(html).toContain(
      '<button type="submit" class="button button--secondary admin-filters__submit">Search</button>',
    );
    expect(html).toContain('name="q" value="anu"');
    expect(html).toContain('name="status"');
    expect(html).toContain('name="spam" value="1"');
  });

  it('folds the filters behind one button that says how many are set', () => {
    expect(bar('')).toMatch(/aria-expanded="false" aria-controls="([^"]+)">Filters<\/button>/);
    expect(bar('new')).toContain('>Filters (1)</button>');
  });
});
