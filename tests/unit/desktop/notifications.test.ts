import { describe, expect, it } from 'vitest';
import { isAdminPath, leadNotifications, parseNewLeads } from '../../../desktop/notifications.ts';
import { windowTitle } from '../../../desktop/title.ts';

describe('new-lead notifications', () => {
  it('one per lead, opening its record', () => {
    expect(
      leadNotifications([
        { table: 'contact_submissions', id: 'c-1', name: 'Mari Tamm' },
        { table: 'sales_enquiries', id: 's-1', name: 'Jaan Kask' },
        { table: 'support_tickets', id: 't-1', name: 'Kati Karu' },
      ]),
    ).toEqual([
      { title: 'New contact', body: 'Mari Tamm', path: '/admin/contacts?id=c-1' },
      { title: 'New sales enquiry', body: 'Jaan Kask', path: '/admin/sales?id=s-1' },
      { title: 'New support request', body: 'Kati Karu', path: '/admin/support?id=t-1' },
    ]);
  });

  it('a burst becomes one summary', () => {
    const leads = Array.from({ length: 5 }, (_, i) => ({
      table: 'contact_submissions',
      id: `c-${i}`,
      name: `Person ${i}`,
    }));
    expect(leadNotifications(leads)).toEqual([
      { title: '5 new leads', body: 'Open the back office to triage them.', path: '/admin' },
    ]);
  });

  it('ignores tables that are not leads', () => {
    expect(leadNotifications([{ table: 'blog_posts', id: 'b', name: 'Post' }])).toEqual([]);
  });

  it('trusts only well-formed leads from the page', () => {
    expect(parseNewLeads('nope')).toEqual([]);
    expect(
      parseNewLeads([{ table: 'contact_submissions', id: 'c', name: 'A' }, { table: 1 }, null]),
    ).toEqual([{ table: 'contact_submissions', id: 'c', name: 'A' }]);
  });

  it('opens only back-office paths', () => {
    expect(isAdminPath('/admin/contacts?id=1')).toBe(true);
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
    expect(isAdminPath('https://evil.example/admin')).toBe(false);
    expect(isAdminPath('/admin//evil.example')).toBe(false);
  });
});

describe('window title', () => {
  it('shows online or offline and what waits to be sent', () => {
    expect(windowTitle(null)).toBe('Lumen Legal Admin');
    expect(windowTitle({ online: true, pending: 0 })).toBe('Lumen Legal Admin — Online');
    expect(windowTitle({ online: false, deviceOnline: false, pending: 1 })).toBe(
      'Lumen Legal Admin — Offline · 1 change waiting',
    );
    expect(windowTitle({ online: false, deviceOnline: false, pending: 3 })).toBe(
      'Lumen Legal Admin — Offline · 3 changes waiting',
    );
  });

  it('does not call a server that cannot be reached offline', () => {
    expect(windowTitle({ online: false, deviceOnline: true, pending: 2 })).toBe(
      'Lumen Legal Admin — Cannot reach the server · 2 changes waiting',
    );
  });
});
