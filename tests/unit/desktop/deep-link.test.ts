import { describe, expect, it } from 'vitest';
import { deepLinkPath, findDeepLink } from '../../../desktop/deep-link.ts';

describe('deep links', () => {
  it('open a contact, a sales enquiry, a partner application or a support ticket', () => {
    const id = '0b8a3c1e-5f0d-4c39-9a59-2f8e6f1d7a10';
    expect(deepLinkPath(`lumen-admin://contacts/${id}`)).toBe(`/admin/contacts?id=${id}`);
    expect(deepLinkPath(`lumen-admin://sales/${id}`)).toBe(`/admin/sales?id=${id}`);
    expect(deepLinkPath(`lumen-admin://partners/${id}`)).toBe(`/admin/partners?id=${id}`);
    expect(deepLinkPath(`lumen-admin://support/${id}`)).toBe(`/admin/support?id=${id}`);
  });

  it('open the screen when the id is missing or malformed', () => {
    expect(deepLinkPath('lumen-admin://contacts')).toBe('/admin/contacts');
    expect(deepLinkPath('lumen-admin://contacts/a%2F..%2Fb')).toBe('/admin/contacts');
    expect(deepLinkPath('lumen-admin://contacts/x/y')).toBe('/admin/contacts');
  });

  it('open the dashboard for any other lumen-admin link', () => {
    expect(deepLinkPath('lumen-admin://users/1')).toBe('/admin');
    expect(deepLinkPath('lumen-admin://')).toBe('/admin');
  });

  it('refuse other schemes', () => {
    for (const link of [
      'https://example.com/contacts/1',
      'file:///etc/passwd',
      'javascript:1',
      '',
    ]) {
      expect(deepLinkPath(link), link).toBeNull();
    }
  });

  it('are found among the command-line arguments', () => {
    expect(findDeepLink(['/opt/app', '--flag', 'lumen-admin://contacts/1'])).toBe(
      'lumen-admin://contacts/1',
    );
    expect(findDeepLink(['/opt/app'])).toBeNull();
  });
});
