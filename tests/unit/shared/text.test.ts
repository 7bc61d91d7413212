import { describe, expect, it } from 'vitest';
import { truncateCodePoints } from '../../../shared/text.ts';

/** True when `text` holds no lone UTF-16 surrogate (it is valid UTF-8 once encoded). */
const wellFormed = (text: string) => !/\p{Surrogate}/u.test(text);

describe('truncateCodePoints', () => {
  it('keeps a short text as it is', () => {
    expect(truncateCodePoints('Tere', 10)).toBe('Tere');
    expect(truncateCodePoints('', 0)).toBe('');
  });

  it('never cuts an emoji in half, where slice() would', () => {
    const text = `${'a'.repeat(199)}😀b`;
    expect(wellFormed(text.slice(0, 200))).toBe(false);
    const cut = truncateCodePoints(text, 200);
    expect(cut).toBe(`${'a'.repeat(199)}😀`);
    expect(wellFormed(cut)).toBe(true);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncateCodePoints('😀😀😀', 2)).toBe('😀😀');
    expect(truncateCodePoints('õäöü', 3)).toBe('õäö');
  });
});
