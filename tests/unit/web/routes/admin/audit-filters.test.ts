import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  apiQuery,
  filtersFromUrl,
  filtersToUrl,
} from '../../../../../web/src/routes/admin/audit/audit-filters.ts';

describe('audit filters', () => {
  const tz = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'Europe/Tallinn';
  });
  afterEach(() => {
    process.env.TZ = tz;
  });

  it('round-trip through the address, leaving empty and malformed values out', () => {
    const filters = filtersFromUrl(
      new URLSearchParams(
        'actor=mari@lumen.example&action=contact.*&id=c-1&from=2026-03-01&to=March',
      ),
    );
    expect(filters).toEqual({
      actor: 'mari@lumen.example',
      action: 'contact.*',
      entity: '',
      entityId: 'c-1',
      from: '2026-03-01',
      to: '',
    });
    expect(filtersToUrl(filters).toString()).toBe(
      'actor=mari%40lumen.example&action=contact.*&id=c-1&from=2026-03-01',
    );
  });

  it('asks the API for whole local days: "To" includes its day', () => {
    const query = apiQuery(filtersFromUrl(new URLSearchParams('from=2026-03-01&to=2026-03-02')));
    // Tallinn is UTC+2 in March: local midnight is 22:00 UTC the day before.
    expect(query.get('from')).toBe('2026-02-28T22:00:00.000Z');
    expect(query.get('to')).toBe('2026-03-02T22:00:00.000Z');
  });
});
