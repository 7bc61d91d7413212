/**
 * Estonian hyphenation points as soft hyphens (U+00AD), for narrow places such as the footer's
 * link columns: `hyphens: auto` only works where the browser has an Estonian dictionary, and
 * without one a long compound ("Vastavuslahendused") is broken anywhere, with no hyphen. The rule
 * is Estonian's own: a consonant followed by a vowel starts a new syllable ("Vas-ta-vus-la-hen-
 * du-sed"), at least two letters stay on each side.
 */
const VOWEL = /[aeiouõäöüy]/i;
const LETTER = /\p{L}/u;

/** `text` with soft hyphens in each word of at least `minLength` letters. */
export function estonianSoftHyphens(text: string, minLength = 12): string {
  return text.replace(/\p{L}+/gu, (word) => (word.length < minLength ? word : hyphenate(word)));
}

function hyphenate(word: string): string {
  let out = '';
  let seenVowel = false;
  for (let i = 0; i < word.length; i++) {
    const letter = word[i] ?? '';
    const next = word[i + 1] ?? '';
    const startsSyllable =
      seenVowel &&
      i >= 2 &&
      i <= word.length - 3 &&
      LETTER.test(letter) &&
      !VOWEL.test(letter) &&
      VOWEL.test(next);
    if (startsSyllable) out += '\u00AD';
    out += letter;
    if (VOWEL.test(letter)) seenVowel = true;
  }
  return out;
}
