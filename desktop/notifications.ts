/**
 * New leads from the live sync feed → native notifications that open the record. Several at
 * once (a burst, or the first sync of the day) become one summary instead of a stack.
 */
import type { NewLead } from './bridge.ts';

export interface LeadNotification {
  title: string;
  body: string;
  /** The admin path a click opens. */
  path: string;
}

const SCREENS: Record<string, { label: string; path: string }> = {
  contact_submissions: { label: 'New contact', path: '/admin/contacts' },
  sales_enquiries: { label: 'New sales enquiry', path: '/admin/sales' },
  partner_applications: { label: 'New partner application', path: '/admin/partners' },
  support_tickets: { label: 'New support request', path: '/admin/support' },
};

const MAX_SINGLE = 3;

export function leadNotifications(leads: readonly NewLead[]): LeadNotification[] {
  const known = leads.filter((lead) => SCREENS[lead.table]);
  if (known.length > MAX_SINGLE) {
    return [
      {
        title: `${known.length} new leads`,
        body: 'Open the back office to triage them.',
        path: '/admin',
      },
    ];
  }
  return known.map((lead) => {
    const screen = SCREENS[lead.table] as { label: string; path: string };
    // Every lead screen opens a record from `?id=`.
    const path = `${screen.path}?id=${encodeURIComponent(lead.id)}`;
    return { title: screen.label, body: lead.name.slice(0, 200), path };
  });
}

/** A path the page may be sent to: the back office only. */
export function isAdminPath(path: string): boolean {
  return /^\/admin(?:[/?]|$)/.test(path) && !path.includes('//') && !path.includes('\\');
}

/** What the page sent, checked: the main process trusts no shape it did not make. */
export function parseNewLeads(value: unknown): NewLead[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, 100).flatMap((item: unknown) => {
    const lead = item as Partial<NewLead> | null;
    return typeof lead?.table === 'string' &&
      typeof lead.id === 'string' &&
      typeof lead.name === 'string'
      ? [{ table: lead.table, id: lead.id, name: lead.name }]
      : [];
  });
}
