import { describe, expect, it } from 'vitest';
import {
  canonicalPath,
  canonicalTarget,
  REDIRECTS,
  redirectTarget,
} from '../../../shared/redirects.ts';

describe('the redirect table', () => {
  it('lists every alias and legacy path of issue 3 §3 with its destination', () => {
    expect(REDIRECTS).toEqual({
      '/contact-us': '/contact',
      '/paas': '/products/paas',
      '/legaltech': '/products/paas',
      '/products/legal-tech-platform': '/products/paas',
      '/legal-tech-platform': '/products/paas',
      '/iaas': '/products/iaas',
      '/hybridai': '/products/iaas',
      '/products/hybrid-ai-infrastructure': '/products/iaas',
      '/hybrid-ai-infrastructure': '/products/iaas',
      '/pricing/paas': '/products/paas#pricing',
      '/products/paas/pricing': '/products/paas#pricing',
      '/pricing/iaas': '/products/iaas#pricing',
      '/products/iaas/pricing': '/products/iaas#pricing',
      '/solutions/paas': '/solutions#legaltech',
      '/solutions/iaas': '/solutions#hybridai',
      '/solutions/industry': '/solutions#industry',
      '/industry-solutions': '/solutions#industry',
      '/solutions/compliance': '/solutions#compliance',
      '/compliance-solutions': '/solutions#compliance',
      '/solutions/use-cases': '/solutions#use-case',
      '/custom-ai-solutions': '/solutions#use-case',
      '/redline-ai': '/partners/technology/redline',
      '/partners/technology/redline-ai': '/partners/technology/redline',
      '/qatalis': '/partners/technology/qatalis',
      '/deepware': '/partners/technology/deepware',
      '/skudo-tech': '/partners/technology/skudo-tech',
      '/skudo': '/partners/technology/skudo-tech',
    });
  });

  it('never redirects to another alias (no chains or loops)', () => {
    for (const target of Object.values(REDIRECTS)) {
      expect(REDIRECTS[target.split('#')[0] ?? '']).toBeUndefined();
    }
  });

  it('sends every alias, and its Estonian equivalent, to its destination', () => {
    for (const [from, to] of Object.entries(REDIRECTS)) {
      expect(redirectTarget(from, '')).toBe(to);
      expect(redirectTarget(`/et${from}`, '')).toBe(`/et${to}`);
    }
  });

  it('keeps the query string, placing it before the anchor', () => {
    expect(redirectTarget('/pricing/paas', '?utm_source=x')).toBe(
      '/products/paas?utm_source=x#pricing',
    );
    expect(redirectTarget('/contact-us', '?a=1')).toBe('/contact?a=1');
  });

  it('sends /people?to=X to the profile of X, in either language', () => {
    expect(redirectTarget('/people', '?to=kadri-lepik')).toBe('/people/kadri-lepik');
    expect(redirectTarget('/et/people', '?to=kadri-lepik')).toBe('/et/people/kadri-lepik');
    expect(redirectTarget('/people', '?to=Kadri-Lepik')).toBe('/people/kadri-lepik');
  });

  it('leaves /people alone without a usable ?to=, and other paths alone', () => {
    expect(redirectTarget('/people', '')).toBeNull();
    expect(redirectTarget('/people', '?to=')).toBeNull();
    expect(redirectTarget('/people', '?to=../admin')).toBeNull();
    expect(redirectTarget('/products/paas', '')).toBeNull();
    expect(redirectTarget('/et', '')).toBeNull();
  });
});

describe('canonical addresses', () => {
  it('lower-cases page paths and drops the /en prefix', () => {
    expect(canonicalPath('/ET')).toBe('/et');
    // Escapes are not case variants; a changed address never leaves the site.
    expect(canonicalPath('/%5Cevil.example/')).toBeNull();
    expect(canonicalPath('/blog/Bad%2FSlug')).toBe('/blog/bad%2Fslug');
    expect(canonicalPath('//Evil.example/Login')).toBe('/evil.example/login');
    expect(canonicalPath('/\\Evil.example/Page')).toBe('/evil.example/page');
    expect(canonicalPath('/Et/Pricing')).toBe('/et/pricing');
    expect(canonicalPath('/en')).toBe('/');
    expect(canonicalPath('/en/')).toBe('/');
    expect(canonicalPath('/EN/blog/some-post')).toBe('/blog/some-post');
  });

  it('leaves canonical paths, /english-like words, the API, the back office and files alone', () => {
    for (const path of ['/', '/et', '/pricing', '/english', '/enterprise', '/api/Health']) {
      expect(canonicalPath(path)).toBeNull();
    }
    expect(canonicalPath('/admin/Contacts')).toBeNull();
    expect(canonicalPath('/assets/entry-AbC123.js')).toBeNull();
  });

  it('follows an alias in the same hop and keeps the query', () => {
    expect(canonicalTarget('/Contact-Us', '?a=1')).toBe('/contact?a=1');
    expect(canonicalTarget('/en/paas', '')).toBe('/products/paas');
    expect(canonicalTarget('/ET', '?x')).toBe('/et?x');
    expect(canonicalTarget('/et', '')).toBeNull();
  });
});
