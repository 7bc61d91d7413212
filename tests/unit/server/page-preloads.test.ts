import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyStyleHashes, pagePreloader } from '../../../server/render/assets.ts';
import { inlineStyleHashes } from '../../../server/render/csp.ts';

/** A build manifest shaped like the client build's: an entry, its start chunks, two pages. */
const MANIFEST = {
  'app.html': {
    file: 'assets/app-1.js',
    isEntry: true,
    imports: ['_base-1.js', '_site-1.js'],
    css: ['assets/app-1.css'],
  },
  '_base-1.js': { file: 'assets/base-1.js', css: ['assets/base-1.css'] },
  '_site-1.js': { file: 'assets/site-1.js', imports: ['_base-1.js'], css: ['assets/site-1.css'] },
  '_forms-1.js': {
    file: 'assets/forms-1.js',
    imports: ['_base-1.js'],
    css: ['assets/forms-1.css'],
  },
  '_parts-1.js': { file: 'assets/parts-1.js', imports: ['_base-1.js'] },
  'src/routes/public/contact.tsx': {
    file: 'assets/contact-1.js',
    imports: ['_base-1.js', '_site-1.js', '_forms-1.js', '_parts-1.js'],
  },
  'src/routes/public/home.tsx': {
    file: 'assets/home-1.js',
    imports: ['_base-1.js', '_site-1.js', '_parts-1.js'],
  },
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'lumen-preloads-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'forms-1.css'), '.lead-form{display:grid}\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('pagePreloader', () => {
  it("inlines a page family's styles, from the chunks it imports, and preloads its scripts", () => {
    const links = pagePreloader(dir)('public/contact');
    expect(links).toContain(
      '<style>.lead-form{display:grid}</style><link rel="stylesheet" href="/assets/forms-1.css" disabled>',
    );
    expect(links).toContain('href="/assets/contact-1.js"');
    expect(links).toContain('href="/assets/forms-1.js"');
    expect(links).toContain('href="/assets/parts-1.js"');
  });

  it('links no stylesheet for a page without family styles, and nothing the entry brings', () => {
    const links = pagePreloader(dir)('public/home');
    expect(links).not.toContain('rel="stylesheet"');
    expect(links).not.toContain('<style>');
    expect(links).not.toContain('forms-1');
    for (const entryFile of ['app-1', 'base-1', 'site-1']) expect(links).not.toContain(entryFile);
    expect(links).toBe(
      '<template data-modules><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/home-1.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/parts-1.js"></template>',
    );
  });

  it('keeps the preload links inert, in a template, and the styles outside it', () => {
    const links = pagePreloader(dir)('public/contact');
    const template = /<template data-modules>([\s\S]*?)<\/template>/.exec(links);
    expect(template?.[1]).toMatch(/^(<link rel="modulepreload"[^>]*>){3}$/);
    expect(links.replace(template?.[0] ?? '', '')).not.toContain('modulepreload');
    expect(links.indexOf('<style>')).toBeLessThan(links.indexOf('<template'));
  });

  it('preloads nothing without a build', () => {
    expect(pagePreloader(undefined)('public/home')).toBe('');
    expect(familyStyleHashes(undefined)).toEqual([]);
  });

  it("gives the CSP the hash of each family's styles as pages inline them, not the entries'", () => {
    const inlined = pagePreloader(dir)('public/contact');
    expect(familyStyleHashes(dir)).toEqual(inlineStyleHashes(inlined));
  });
});
