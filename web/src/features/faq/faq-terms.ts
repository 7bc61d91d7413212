/**
 * How FAQ words are compared: lower case, accents folded (so "krupteerimine" finds
 * "krüpteerimine"), and a light suffix-stripping stemmer per language, so that word forms meet:
 * "encryption" and "encrypted" both become "encrypt", "krüpteerimine" and "krüpteeritakse" both
 * "krüpteeri". Not a full stemmer: prefix and fuzzy matching in the search cover the rest.
 */
import type { Lang } from '../../../../shared/constants.ts';

/** Lower case, compatibility-normalised, with combining marks (ü → u, õ → o, š → s) removed. */
export function foldTerm(term: string): string {
  return term
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase();
}

// Longest first within each list; the first suffix that leaves enough of the word wins.
const EN_SUFFIXES = [
  'ations',
  'ation',
  'ities',
  'ments',
  'ness',
  'ment',
  'ings',
  'ions',
  'ated',
  'ates',
  'ity',
  'ing',
  'ion',
  'ate',
  'ies',
  'ied',
  'ers',
  'ed',
  'er',
  'es',
  'ly',
  's',
];

const ET_SUFFIXES = [
  'miseks',
  'takse',
  'misel',
  'mise',
  'mine',
  'mist',
  'tele',
  'test',
  'tud',
  'nud',
  'vad',
  'sse',
  'ga',
  'ks',
  'st',
  'lt',
  'le',
  'ta',
  'na',
  'ni',
  'de',
  'te',
  'id',
  'da',
  'ma',
  'ud',
  's',
  'l',
  'd',
  't',
  'b',
];

const MIN_STEM = { en: 3, et: 4 } as const;

function stripSuffix(word: string, suffixes: readonly string[], minStem: number): string {
  for (const suffix of suffixes) {
    if (word.length - suffix.length >= minStem && word.endsWith(suffix)) {
      return word.slice(0, -suffix.length);
    }
  }
  return word;
}

/** The stem of one folded English word. */
export function stemEnglish(word: string): string {
  if (word.length <= MIN_STEM.en) return word;
  // "access", "business": a double s is part of the word, not a plural.
  let stem = word.endsWith('ss') ? word : stripSuffix(word, EN_SUFFIXES, MIN_STEM.en);
  // "price" / "pricing" / "prices", "use" / "uses": a final silent e goes too.
  if (stem.length > MIN_STEM.en && stem.endsWith('e')) stem = stem.slice(0, -1);
  return stem;
}

/** The stem of one folded Estonian word: case endings, plural and verb endings stripped once. */
export function stemEstonian(word: string): string {
  if (word.length <= MIN_STEM.et) return word;
  return stripSuffix(word, ET_SUFFIXES, MIN_STEM.et);
}

/** The term processor for one language: a token in, its searchable form (or null to skip) out. */
export function termProcessor(lang: Lang): (term: string) => string | null {
  const stem = lang === 'et' ? stemEstonian : stemEnglish;
  return (term) => {
    const folded = foldTerm(term);
    return folded ? stem(folded) : null;
  };
}
