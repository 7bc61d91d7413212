import { describe, expect, it } from 'vitest';
import { estonianSoftHyphens } from '../../../../web/src/components/layout/soft-hyphens.ts';

const shown = (text: string) => text.replaceAll('\u00AD', '-');

describe('Estonian soft hyphens', () => {
  it('marks the syllable breaks of long compounds', () => {
    expect(shown(estonianSoftHyphens('Vastavuslahendused'))).toBe('Vas-ta-vus-la-hen-du-sed');
    expect(shown(estonianSoftHyphens('Platvormipartnerid'))).toBe('Plat-vor-mi-part-ne-rid');
    expect(shown(estonianSoftHyphens('Õigustehnoloogia platvorm (PaaS)'))).toBe(
      'Õi-gus-teh-no-loo-gia platvorm (PaaS)',
    );
  });

  it('leaves short words and the visible text alone', () => {
    expect(estonianSoftHyphens('Võta ühendust')).toBe('Võta ühendust');
    const text = 'Partneri sisselogimine';
    expect(estonianSoftHyphens(text).replaceAll('\u00AD', '')).toBe(text);
  });
});
