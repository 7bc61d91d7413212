import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { focalClass } from '../../../../../web/src/components/ui/focal.ts';

const css = readFileSync(
  new URL('../../../../../web/src/styles/content.css', import.meta.url),
  'utf8',
);

describe('a picture’s focal point on the site', () => {
  it('gives no class for the centre, where every crop already looks', () => {
    expect(focalClass(0.5, 0.5)).toBeUndefined();
    expect(focalClass(0.51, 0.49)).toBeUndefined();
  });

  it('names the point to the nearest 5 %, kept within the picture', () => {
    expect(focalClass(0.25, 0)).toBe('focal fx-25 fy-0');
    expect(focalClass(0.73, 0.12)).toBe('focal fx-75 fy-10');
    expect(focalClass(1.4, -0.2)).toBe('focal fx-100 fy-0');
  });

  it('has a rule for every class it can give', () => {
    for (let step = 0; step <= 100; step += 5) {
      expect(css, `fx-${step}`).toContain(`.fx-${step} {\n  --fx: ${step}%;\n}`);
      expect(css, `fy-${step}`).toContain(`.fy-${step} {\n  --fy: ${step}%;\n}`);
    }
    expect(css).toContain('object-position: var(--fx, 50%) var(--fy, 50%);');
  });
});
