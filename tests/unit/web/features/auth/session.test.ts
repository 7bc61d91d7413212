import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../../../../../shared/paths.ts';
import { serverMessage } from '../../../../../web/src/features/auth/errors.ts';
import { ApiError, NetworkError } from '../../../../../web/src/lib/api.ts';

describe('safeNextPath', () => {
  it('keeps an admin page with its query and hash', () => {
    expect(safeNextPath('/admin/contacts?status=new#top', '/admin')).toBe(
      '/admin/contacts?status=new#top',
    );
    expect(safeNextPath('/admin', '/admin')).toBe('/admin');
  });

  it.each([
    null,
    '',
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example/admin',
    'javascript:alert(1)',
    '/administrator',
    '/blog',
    '/admin/login',
    '/admin/../blog',
  ])('sends %s to the dashboard', (next) => {
    expect(safeNextPath(next, '/admin')).toBe('/admin');
  });

  it('keeps partners inside the partner area', () => {
    expect(safeNextPath('/admin', '/partners')).toBe('/partners/dashboard');
    expect(safeNextPath('/partners/dashboard', '/partners')).toBe('/partners/dashboard');
  });
});

describe('serverMessage', () => {
  it("uses the server's own message", () => {
    const err = new ApiError(429, 'rate_limited', 'Too many sign-in attempts.');
    expect(serverMessage(err, 'fallback')).toBe('Too many sign-in attempts.');
  });

  it('falls back when the server sent no message of its own', () => {
    expect(serverMessage(new ApiError(500, 'http_error', 'Internal Server Error'), 'fb')).toBe(
      'fb',
    );
    expect(serverMessage(new NetworkError(), 'fb')).toBe('fb');
    expect(serverMessage(new Error('boom'), 'fb')).toBe('fb');
  });
});
