/**
 * The audit log's filters as the address carries them (`?actor=&action=&entity=&id=&from=&to=`,
 * days as YYYY-MM-DD) and as the API takes them (instants): a day runs from the admin's local
 * midnight to the next, and "To" includes its whole day.
 */
export interface AuditFilters {
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const URL_KEYS: Record<keyof AuditFilters, string> = {
  actor: 'actor',
  action: 'action',
  entity: 'entity',
  entityId: 'id',
  from: 'from',
  to: 'to',
};

export function filtersFromUrl(params: URLSearchParams): AuditFilters {
  const get = (key: keyof AuditFilters) => (params.get(URL_KEYS[key]) ?? '').trim();
  const day = (key: 'from' | 'to') => (DAY.test(get(key)) ? get(key) : '');
  return {
    actor: get('actor'),
    action: get('action'),
    entity: get('entity'),
    entityId: get('entityId'),
    from: day('from'),
    to: day('to'),
  };
}

export function filtersToUrl(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(URL_KEYS) as (keyof AuditFilters)[]) {
    const value = filters[key].trim();
    if (value) params.set(URL_KEYS[key], value);
  }
  return params;
}

/** Local midnight of a YYYY-MM-DD day, `plusDays` later. */
function localMidnight(day: string, plusDays = 0): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plusDays).toISOString();
}

/** GET /api/admin/audit-log's parameters for these filters. */
export function apiQuery(filters: AuditFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.actor) query.set('actor', filters.actor);
  if (filters.action) query.set('action', filters.action);
  if (filters.entity) query.set('entity', filters.entity);
  if (filters.entityId) query.set('entityId', filters.entityId);
  if (filters.from) query.set('from', localMidnight(filters.from));
  if (filters.to) query.set('to', localMidnight(filters.to, 1));
  return query;
}
