/**
 * Aliases and legacy paths (issue 3 §3, back-office §2): each answers a permanent redirect so
 * crawlers and old links land on the current page. One table; the server and the sitemap read it,
 * and a test walks every entry. Estonian equivalents under /et are derived, not listed twice.
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
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
};

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Where a request should be sent permanently, or null. `search` is the raw query string
 * ('' or '?…'). /people?to=X goes to /people/X (public-site §2); other queries are kept.
 */
export function redirectTarget(pathname: string, search: string): string | null {
  const isEt = pathname === '/et' || pathname.startsWith('/et/');
  const bare = isEt ? pathname.slice(3) || '/' : pathname;
  const prefix = isEt ? '/et' : '';
  if (bare === '/people') {
    const to = new URLSearchParams(search).get('to')?.trim().toLowerCase();
    return to && SLUG.test(to) ? `${prefix}/people/${to}` : null;
  }
  const target = REDIRECTS[bare];
  if (!target) return null;
  const [path = '/', hash] = target.split('#');
  return `${prefix}${path}${search}${hash ? `#${hash}` : ''}`;
}

/**
 * The canonical spelling of a page address, or null when it already is one: lower case (`/ET`,
 * `/Pricing`), and English without a prefix (`/en`, `/en/…`). Left alone: the API and the back
 * office (their paths carry ids), and files (hashed asset names mix cases).
 */
export function canonicalPath(pathname: string): string | null {
  if (/^\/(api|admin)(\/|$)/.test(pathname) || /\.[a-z0-9]+$/i.test(pathname)) return null;
  // Percent-escapes keep their spelling (`%5C` and `%5c` are the same byte, not a case variant),
  // and the answer is always a path on this site: never `//host`, which a browser would follow
  // off-site.
  let path = pathname
    .split(/(%[0-9a-f]{2})/i)
    .map((part, i) => (i % 2 === 1 ? part : part.toLowerCase()))
    .join('');
  if (path === '/en' || path.startsWith('/en/')) path = path.slice(3) || '/';
  return path === pathname ? null : path.replace(/^[/\\]+/, '/');
}

/**
 * Where a request for a non-canonical address goes (see canonicalPath), in one hop: an alias
 * spelt in capitals lands straight on its page. `search` is kept as sent.
 */
export function canonicalTarget(pathname: string, search: string): string | null {
  const path = canonicalPath(pathname);
  if (path === null) return null;
  return redirectTarget(path, search) ?? `${path}${search}`;
}
