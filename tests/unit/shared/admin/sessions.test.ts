import { describe, expect, it } from 'vitest';
import { deviceOf } from '../../../../shared/admin/sessions.ts';

describe('deviceOf', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      'Chrome',
      'Linux',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:131.0) Gecko/20100101 Firefox/131.0',
      'Firefox',
      'macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'Safari',
      'iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) lumen/1.0.0 Chrome/140.0.0.0 Electron/38.0.0 Safari/537.36',
      'Desktop app',
      'Windows',
    ],
  ])('reads %s', (ua, browser, os) => {
    expect(deviceOf(ua)).toEqual({ browser, os });
  });

  it('says nothing it does not know', () => {
    expect(deviceOf('curl/8.5.0')).toEqual({ browser: null, os: null });
    expect(deviceOf(null)).toEqual({ browser: null, os: null });
  });
});
