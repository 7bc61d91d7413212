import { describe, expect, it, vi } from 'vitest';
import { initials } from '../../../web/src/components/ui/initials.ts';
import {
  EXTERNAL_LINK_PROPS,
  externalRedirect,
  isExternalUrl,
  withRef,
} from '../../../web/src/lib/external.ts';

describe('external links', () => {
  it('open in a new tab without opener or referrer', () => {
    expect(EXTERNAL_LINK_PROPS).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
  });

  it('recognises addresses that leave the site', () => {
    expect(isExternalUrl('https://x.com/lumenlegal', 'lumen-legal.example')).toBe(true);
    expect(isExternalUrl('https://lumen-legal.example/about', 'lumen-legal.example')).toBe(false);
    expect(isExternalUrl('/about', 'lumen-legal.example')).toBe(false);
    expect(isExternalUrl('mailto:a@b.example', 'lumen-legal.example')).toBe(false);
  });
});

describe('withRef', () => {
  it('appends ref to other sites, keeping their query and hash', () => {
    expect(withRef('https://partner.example/page?a=1#top')).toBe(
      'https://partner.example/page?a=1&ref=lumen-legal#top',
    );
  });

  it('leaves the site, documentation and status hosts (and their subdomains) untouched', () => {
    for (const url of [
      'https://lumen-legal.example/pricing',
      'https://docs.lumen-legal.example/start',
      'https://status.lumen-legal.example/',
      'https://www.lumen-legal.example/',
    ]) {
      expect(withRef(url)).toBe(url);
    }
  });

  it('takes the excluded hosts and ref value from its options', () => {
    expect(withRef('https://docs.other.example/a', { ownHosts: ['docs.other.example'] })).toBe(
      'https://docs.other.example/a',
    );
    expect(withRef('https://docs.lumen-legal.example/a', { ownHosts: [], ref: 'x' })).toBe(
      'https://docs.lumen-legal.example/a?ref=x',
    );
    expect(withRef('http://127.0.0.1:3000/a', { currentHost: '127.0.0.1:3000' })).toBe(
      'http://127.0.0.1:3000/a',
    );
  });

  it('externalRedirect replaces the current location (no history entry)', () => {
    const replace = vi.fn();
    externalRedirect('https://partner.example/', {}, { replace, host: 'lumen-legal.example' });
    expect(replace).toHaveBeenCalledWith('https://partner.example/?ref=lumen-legal');
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('Kadri Lepik')).toBe('KL');
    expect(initials('  helena   mänd  ')).toBe('HM');
    expect(initials('Anna Maria van der Berg')).toBe('AM');
    expect(initials('Plato')).toBe('P');
    expect(initials('Ülle Õunapuu')).toBe('ÜÕ');
    expect(initials('')).toBe('');
  });
});
