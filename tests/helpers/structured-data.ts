/**
 * A schema check of JSON-LD after Google's structured-data guidance: per type, the properties
 * Google requires and those it recommends that the site can always give. Nested typed objects
 * (an author, a ProfilePage's Person, a breadcrumb's items) are checked by their own type.
 */
type Node = Record<string, unknown>;

export const SCHEMA: Record<string, { required: string[]; recommended: string[] }> = {
  Organization: { required: ['name'], recommended: ['url'] },
  Person: { required: ['name'], recommended: [] },
  BlogPosting: {
    required: ['headline', 'image', 'author', 'datePublished'],
    recommended: ['dateModified', 'publisher'],
  },
  NewsArticle: {
    required: ['headline', 'image', 'author', 'datePublished'],
    recommended: ['dateModified', 'publisher'],
  },
  ProfilePage: { required: ['mainEntity'], recommended: [] },
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
  ListItem: { required: ['position', 'name'], recommended: [] },
  ImageObject: { required: ['url'], recommended: ['width', 'height'] },
  PostalAddress: { required: [], recommended: ['streetAddress', 'addressCountry'] },
};

const present = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0);

/** Every problem found in one JSON-LD document, as `Type.property: what` strings. */
export function schemaProblems(data: unknown, where = ''): string[] {
  if (Array.isArray(data)) return data.flatMap((d, i) => schemaProblems(d, `${where}[${i}]`));
  if (!data || typeof data !== 'object') return [];
  const node = data as Node;
  const problems: string[] = [];
  const type = node['@type'];
  if (typeof type === 'string') {
    const rule = SCHEMA[type];
    if (!rule) problems.push(`${where}${type}: a type the check does not know`);
    for (const name of [...(rule?.required ?? []), ...(rule?.recommended ?? [])]) {
      if (!present(node[name])) problems.push(`${where}${type}.${name}: missing`);
    }
    problems.push(...typeRules(type, node, where));
  }
  for (const [key, value] of Object.entries(node)) {
    if (value && typeof value === 'object')
      problems.push(...schemaProblems(value, `${where}${key}>`));
  }
  return problems;
}

const isAddress = (value: unknown) => typeof value === 'string' && /^https?:\/\//.test(value);

function typeRules(type: string, node: Node, where: string): string[] {
  const problems: string[] = [];
  const at = `${where}${type}`;
  if (type === 'BlogPosting' || type === 'NewsArticle') {
    if (!isAddress(node.image)) problems.push(`${at}.image: not a whole address`);
    const author = node.author as Node | undefined;
    if (author?.['@type'] !== 'Person' && author?.['@type'] !== 'Organization') {
      problems.push(`${at}.author: neither a Person nor an Organization`);
    }
    if (String(node.headline ?? '').length > 110) problems.push(`${at}.headline: over 110`);
  }
  if (type === 'ProfilePage') {
    const person = node.mainEntity as Node | undefined;
    if (person?.['@type'] !== 'Person' && person?.['@type'] !== 'Organization') {
      problems.push(`${at}.mainEntity: neither a Person nor an Organization`);
    }
  }
  if (type === 'BreadcrumbList') {
    const items = (node.itemListElement as Node[] | undefined) ?? [];
    items.forEach((item, i) => {
      if (item.position !== i + 1) problems.push(`${at}: item ${i} is not at position ${i + 1}`);
      if (i < items.length - 1 && !isAddress(item.item)) {
        problems.push(`${at}: item ${i} has no whole address`);
      }
    });
  }
  for (const key of ['url', 'item', 'mainEntityOfPage']) {
    if (key in node && !isAddress(node[key])) problems.push(`${at}.${key}: not a whole address`);
  }
  return problems;
}

/** The JSON-LD blocks of a document. */
export function jsonLdOf(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Node,
  );
}
