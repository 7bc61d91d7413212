import { describe, expect, it } from 'vitest';
import { isModuleLoadError } from '../../../../../web/src/routes/admin/shell/module-load-error.ts';

describe('isModuleLoadError', () => {
  it("knows each browser's words for a screen's code that did not load", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://lumen.example/assets/audit-page-B6.js',
      'error loading dynamically imported module: https://lumen.example/assets/audit-page-B6.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/audit-page-B6.css',
    ]) {
      expect(isModuleLoadError(new TypeError(message)), message).toBe(true);
    }
  });

  it('takes any other error for one of the screen itself', () => {
    expect(isModuleLoadError(new Error("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isModuleLoadError({ status: 404, statusText: 'Not Found' })).toBe(false);
    expect(isModuleLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
