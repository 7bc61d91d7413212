/**
 * The demo's pictures (issue #26): a portrait of every person, a logo of every investor and
 * partner, and two posts' featured images. All of them are drawn by this file, for this project,
 * as SVG: no photograph or anyone else's artwork is in them, and the logos' names are set in the
 * system's free sans-serif (Liberation Sans or DejaVu Sans), so they may be shipped with the
 * project under its own terms. They are rasterised and then uploaded exactly as an editor's
 * upload is (services/media.ts: sizes, formats, descriptions in both languages), so the demo
 * shows the whole path.
 *
 * Cost: every test server and first start seeds them. Drawn small (portraits 320 px, logos
 * 96 px high, featured images 640 px wide) and encoded with the quick effort, the 21 pictures
 * take about half a second of one core. The same drawing gives the same bytes, so the same
 * hashes.
 */
import sharp from 'sharp';
import { originalUrl } from '../../shared/media.ts';
import { storePicture } from '../services/media.ts';
import { ingestPicture } from '../services/media-ingest.ts';
import type { TransactionSql } from './client.ts';
import { INVESTORS, PARTNERS, PEOPLE } from './seed-content.ts';

interface Drawing {
  /** What it is for: `person:<slug>`, `investor:<name>`, `partner:<slug>` or `post:<slug>`. */
  key: string;
  fileName: string;
  alt: string;
  altEt: string;
  svg: string;
}

/** A number from a name, the same on every machine (FNV-1a), to vary the portraits by. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h;
}

/** One of `list`, chosen by the name, a different choice for each `what`. */
function pick<T>(list: readonly T[], name: string, what: string): T {
  return list[hashOf(`${what}:${name}`) % list.length] as T;
}

const BACKGROUNDS = [
  ['#1d4ed8', '#0f766e'],
  ['#15803d', '#0e7490'],
  ['#7c3aed', '#db2777'],
  ['#b45309', '#be123c'],
  ['#0369a1', '#4338ca'],
  ['#0f766e', '#65a30d'],
] as const;
const SKIN = ['#f1d2b6', '#f7e1cf', '#e0ac88', '#c68863', '#8d5a3b'] as const;
const HAIR = ['#3f2a1d', '#78350f', '#1f2937', '#b45309', '#9ca3af', '#111827'] as const;
const CLOTHES = ['#e5e7eb', '#312e81', '#0f172a', '#7c2d12', '#365314', '#1e3a8a'] as const;
/** Hair drawn behind the head, then over it (a 240-unit square, the head at 120,100). */
const HAIRSTYLES = [
  { back: '', front: 'M80 96 Q82 56 120 56 Q160 56 160 96 Q150 74 120 76 Q92 76 80 96Z' },
  {
    back: '',
    front:
      'M80 98 Q80 58 120 56 Q160 58 160 98 Q152 76 120 76 Q88 76 80 98Z M104 50 a16 14 0 1 0 32 0 a16 14 0 1 0 -32 0Z',
  },
  {
    back: 'M74 104 Q72 52 120 52 Q168 52 166 104 L170 170 H70Z',
    front: 'M80 96 Q84 60 120 60 Q156 60 160 96 Q140 78 120 80 Q100 78 80 96Z',
  },
  { back: '', front: 'M84 84 Q92 60 120 60 Q148 60 156 84 Q140 70 120 72 Q100 70 84 84Z' },
  {
    back: '',
    front:
      'M82 94 a12 12 0 0 1 8 -24 a14 14 0 0 1 24 -12 a14 14 0 0 1 26 6 a12 12 0 0 1 18 28 Q150 76 120 78 Q94 76 82 94Z',
  },
  { back: '', front: 'M80 100 Q78 56 122 56 Q162 58 160 96 Q156 80 140 74 Q110 84 80 100Z' },
] as const;
/** What shows at the neck: a V of shirt, a round neckline or a tie. */
const NECKS = [
  (colour: string) => `<path d="M104 158 L120 188 L136 158Z" fill="${colour}"/>`,
  (colour: string) =>
    `<path d="M100 158 Q120 180 140 158" fill="none" stroke="${colour}" stroke-width="5"/>`,
  (colour: string) =>
    `<path d="M106 157 L120 170 L134 157Z" fill="#f8fafc"/><path d="M116 168 L124 168 L127 206 L120 214 L113 206Z" fill="${colour}"/>`,
] as const;

/** Head and shoulders on a coloured ground, varied by the name: no face, nobody's likeness. */
function portrait(name: string): string {
  const [from, to] = pick(BACKGROUNDS, name, 'background');
  const hair = pick(HAIRSTYLES, name, 'hairstyle');
  const hairColour = pick(HAIR, name, 'hair');
  const clothes = pick(CLOTHES, name, 'clothes');
  const collar = clothes === '#e5e7eb' ? '#1e293b' : '#e0e7ff';
  const sunX = 40 + (hashOf(name) % 160);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 240 240">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="240" height="240" fill="url(#bg)"/>
  <circle cx="${sunX}" cy="52" r="24" fill="#fde047" opacity="0.75"/>
  <path d="M0 190 Q60 160 120 176 T240 168 V240 H0Z" fill="#000" opacity="0.18"/>
  ${hair.back ? `<path d="${hair.back}" fill="${hairColour}"/>` : ''}
  <circle cx="120" cy="100" r="40" fill="${pick(SKIN, name, 'skin')}"/>
  <path d="${hair.front}" fill="${hairColour}"/>
  <path d="M52 240 Q56 160 120 156 Q184 160 188 240Z" fill="${clothes}"/>
  ${pick(NECKS, name, 'neck')(collar)}
</svg>`;
}

/**
 * Each organisation's mark, in a 28-unit square: the technology partners' are those of the home
 * page's strip (web/public/images/logos), so a partner looks the same everywhere.
 */
const MARKS: Record<string, { d: string; colour: string }> = {
  'Redline AI': { d: 'M4 20 L14 8 L24 20 Z', colour: '#b42318' },
  Qatalis: { d: 'M14 6 a8 8 0 1 0 0.01 0 M18 18 L24 24', colour: '#5925dc' },
  Deepware: { d: 'M4 14 Q14 2 24 14 Q14 26 4 14 Z', colour: '#0e7090' },
  'Skudo Tech': { d: 'M14 4 L24 8 L22 18 L14 24 L6 18 L4 8 Z', colour: '#067647' },
  'Aurora Cloud': {
    d: 'M8 22 a5 5 0 0 1 0 -10 a7 7 0 0 1 13 1 a4.5 4.5 0 0 1 0 9 Z',
    colour: '#0086c9',
  },
  'Nordvault Identity': { d: 'M14 4 a5 5 0 1 0 0.01 0 M14 14 V24 M14 20 H19', colour: '#3538cd' },
  'Harju Document Systems': {
    d: 'M7 4 H17 L22 9 V24 H7 Z M11 14 H18 M11 19 H18',
    colour: '#475467',
  },
  'Keystone HSM': { d: 'M5 6 H23 L19 24 H9 Z M14 11 V18', colour: '#026aa2' },
  'Baltic Compute Systems': {
    d: 'M8 8 H20 V20 H8 Z M11 4 V8 M17 4 V8 M11 20 V24 M17 20 V24 M4 11 H8 M4 17 H8 M20 11 H24 M20 17 H24',
    colour: '#099250',
  },
  'Northgate Ventures': { d: 'M6 24 V11 L14 4 L22 11 V24 M14 24 V14', colour: '#1d4ed8' },
  'Baltic Legal Angels': { d: 'M4 16 Q9 6 14 14 Q19 6 24 16 M8 22 H20', colour: '#b54708' },
  'Digital Innovation Grant Programme': {
    d: 'M14 3 V25 M3 14 H25 M6.5 6.5 L21.5 21.5 M21.5 6.5 L6.5 21.5',
    colour: '#c11574',
  },
};

/** Units of the name's width per letter, as the home page's marks are set (16-unit bold). */
const LETTER = 9.8;
/** The logos are drawn 32 units high, at three pixels a unit. */
const LOGO_SCALE = 3;

/** A mark and the name beside it, on white (the marks are drawn for a light ground). */
function logo(name: string): string {
  const mark = MARKS[name] ?? { d: 'M4 4 H24 V24 H4 Z', colour: '#344054' };
  const text = Math.round(name.length * LETTER);
  const width = 34 + text + 6;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width * LOGO_SCALE}" height="${32 * LOGO_SCALE}" viewBox="0 0 ${width} 32">
  <rect width="${width}" height="32" fill="#ffffff"/>
  <path d="${mark.d}" transform="translate(2 2)" fill="none" stroke="${mark.colour}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="34" y="22" textLength="${text}" lengthAdjust="spacingAndGlyphs" font-family="Liberation Sans, Arial, DejaVu Sans, sans-serif" font-size="16" font-weight="700" fill="#1d2939">${name.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</text>
</svg>`;
}

/** A pair of scales over overlapping circles: the "decision support" post. */
const SCALES = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 1280 720">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#0f766e"/>
  </linearGradient></defs>
  <rect width="1280" height="720" fill="url(#g)"/>
  <circle cx="420" cy="330" r="210" fill="#60a5fa" opacity="0.35"/>
  <circle cx="760" cy="390" r="250" fill="#34d399" opacity="0.3"/>
  <path d="M640 140 V560 M460 250 H820" stroke="#f8fafc" stroke-width="18" stroke-linecap="round"/>
  <path d="M400 250 L340 400 H460 Z M880 250 L820 400 H940 Z" fill="#fbbf24" opacity="0.9"/>
  <rect x="560" y="560" width="160" height="26" rx="13" fill="#f8fafc"/>
</svg>`;

/** Documents and a magnifying glass: the retrieval post. */
const RETRIEVAL = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 1280 720">
  <defs><linearGradient id="g" x1="0" y1="1" x2="1" y2="0">
    <stop offset="0" stop-color="#4c1d95"/><stop offset="1" stop-color="#be185d"/>
  </linearGradient></defs>
  <rect width="1280" height="720" fill="url(#g)"/>
  <g fill="#f5f3ff" opacity="0.85">
    <rect x="180" y="180" width="150" height="200" rx="14"/>
    <rect x="370" y="140" width="150" height="200" rx="14"/>
    <rect x="560" y="200" width="150" height="200" rx="14"/>
  </g>
  <g fill="#c4b5fd"><rect x="205" y="215" width="100" height="14" rx="7"/>
    <rect x="395" y="175" width="100" height="14" rx="7"/><rect x="585" y="235" width="100" height="14" rx="7"/></g>
  <path d="M760 300 L1120 160 L1120 460 Z" fill="#fde68a" opacity="0.45"/>
  <circle cx="760" cy="300" r="70" fill="none" stroke="#fde68a" stroke-width="22"/>
  <path d="M810 350 L900 440" stroke="#fde68a" stroke-width="26" stroke-linecap="round"/>
</svg>`;

/** Every picture of the demo, with its descriptions. */
export function demoDrawings(): Drawing[] {
  const logoOf = (key: string, name: string, file: string): Drawing => ({
    key,
    fileName: `${file}-logo.png`,
    alt: `${name} logo`,
    altEt: `${name} logo`,
    svg: logo(name),
  });
  return [
    ...PEOPLE.map((p) => ({
      key: `person:${p.slug}`,
      fileName: `${p.slug}.png`,
      alt: `An illustrated portrait of ${p.name}`,
      altEt: `Illustreeritud portree: ${p.name}`,
      svg: portrait(p.name),
    })),
    ...INVESTORS.map((i) =>
      logoOf(`investor:${i.name}`, i.name, i.name.toLowerCase().replaceAll(' ', '-')),
    ),
    ...PARTNERS.map((p) => logoOf(`partner:${p.slug}`, p.name, p.slug)),
    {
      key: 'post:decision-support-not-legal-advice',
      fileName: 'decision-support.png',
      alt: 'A pair of scales drawn over blue and green circles',
      altEt: 'Kaalud sinistel ja rohelistel ringidel',
      svg: SCALES,
    },
    {
      key: 'post:grounded-retrieval-over-estonian-case-law',
      fileName: 'retrieval.png',
      alt: 'Three documents and a magnifying glass on a purple background',
      altEt: 'Kolm dokumenti ja luup lillal taustal',
      svg: RETRIEVAL,
    },
  ];
}

/**
 * Draws the demo's pictures, uploads them into `tx` as an editor's uploads are stored, and
 * resolves with each one's address by its key (see Drawing). A picture already there (the same
 * bytes) is the one used.
 */
export async function seedDemoPictures(
  tx: TransactionSql,
  now: Date,
): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const drawing of demoDrawings()) {
    // Opaque, so the fallback size is a JPEG, as for a photo (a PNG's palette takes far longer).
    const png = await sharp(Buffer.from(drawing.svg))
      .removeAlpha()
      .png({ compressionLevel: 1 })
      .toBuffer();
    const made = await ingestPicture(png, 'quick');
    await storePicture(tx, made, {
      name: drawing.fileName,
      createdBy: 'demo content',
      now,
      alt: drawing.alt,
      altEt: drawing.altEt,
    });
    urls.set(drawing.key, originalUrl(made.hash, made.format));
  }
  return urls;
}
