import { describe, expect, it } from 'vitest';
import {
  closedCookie,
  isPopupClosed,
  nearPageBottom,
} from '../../../../web/src/features/forms/newsletter/closed-cookie.ts';

describe('the newsletter popup cookie', () => {
  it('is newsletter-closed=true for 30 days on the whole site', () => {
    expect(closedCookie()).toBe('newsletter-closed=true; Max-Age=2592000; Path=/; SameSite=Lax');
  });

  it('is recognised among other cookies and not by a similar name or value', () => {
    expect(isPopupClosed('theme=dark; newsletter-closed=true')).toBe(true);
    expect(isPopupClosed('newsletter-closed=true')).toBe(true);
    expect(isPopupClosed('newsletter-closed=false')).toBe(false);
    expect(isPopupClosed('xnewsletter-closed=true')).toBe(false);
    expect(isPopupClosed('')).toBe(false);
  });
});

describe('the scroll trigger', () => {
  it('fires within 100 px of the page bottom and not before', () => {
    // 3000 px page, 800 px viewport: the bottom is reached at scrollY 2200.
    expect(nearPageBottom(2099, 800, 3000, 100)).toBe(false);
    expect(nearPageBottom(2100, 800, 3000, 100)).toBe(true);
    expect(nearPageBottom(2200, 800, 3000, 100)).toBe(true);
  });
});
