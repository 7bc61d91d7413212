import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDesktop } from '../../../scripts/build-desktop.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);

interface BuilderConfig {
  appId: string;
  files: string[];
  extraMetadata?: { main?: string };
  electronFuses: Record<string, boolean>;
  protocols: { schemes: string[] }[];
  linux: { target: string[]; icon: string };
  win: { target: string[]; icon: string };
  mac: { target: string[]; icon: string };
}

// A CommonJS module (electron-builder loads it with require()); its shape is checked below.
const config = require('../../../desktop/electron-builder.config.cjs') as BuilderConfig;
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  main?: string;
  scripts: Record<string, string>;
  allowScripts: Record<string, boolean>;
};

/** Whether electron-builder's `files` patterns take a path (later patterns win, `!` excludes). */
function packaged(file: string): boolean {
  let included = false;
  for (const pattern of config.files) {
    const negated = pattern.startsWith('!');
    if (path.matchesGlob(file, negated ? pattern.slice(1) : pattern)) included = !negated;
  }
  return included;
}

let outDir: string;

beforeAll(async () => {
  // The project's own desktop build step, into a folder of its own: the test does not depend
  // on (or disturb) a dist/ another run may be writing.
  outDir = mkdtempSync(path.join(os.tmpdir(), 'lumen-desktop-build-'));
  await buildDesktop(ROOT, outDir);
}, 30_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('desktop packaging', () => {
  it('builds the main process and preload as self-contained CommonJS files', () => {
    for (const name of ['main.cjs', 'preload.cjs']) {
      const code = readFileSync(path.join(outDir, 'desktop', name), 'utf8');
      const required = [...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]);
      // No node_modules ship in the package: only Electron and Node's own modules.
      for (const module of required) expect(module, name).toMatch(/^(electron|node:[a-z/_]+)$/);
    }
    // The preload runs sandboxed, where require() knows only `electron`.
    const preload = readFileSync(path.join(outDir, 'desktop/preload.cjs'), 'utf8');
    expect([...preload.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1])).toEqual(['electron']);
    expect(preload).toContain('exposeInMainWorld');
  });

  it('starts from dist/desktop/main.cjs', () => {
    expect(pkg.main).toBe('dist/desktop/main.cjs');
    expect(config.extraMetadata?.main).toBe('dist/desktop/main.cjs');
  });

  it('packages the desktop build and the admin bundle, and no sources or tests', () => {
    for (const file of [
      'dist/desktop/main.cjs',
      'dist/desktop/preload.cjs',
      'dist/client/admin.html',
      'dist/client/assets/admin-abc123.js',
      'dist/client/icons/icon.svg',
    ]) {
      expect(packaged(file), file).toBe(true);
    }
    for (const file of [
      'desktop/main.ts',
      'web/src/app/entry-admin.tsx',
      'server/index.ts',
      'shared/constants.ts',
      'tests/unit/desktop/packaging.test.ts',
      'dist/server/index.js',
      'dist/client/assets/admin-abc123.js.map',
      'node_modules/hono/package.json',
      '.env',
      'data/pglite/base',
    ]) {
      expect(packaged(file), file).toBe(false);
    }
  });

  it('sets the app id, the targets, the icons, the deep-link scheme and the fuses', () => {
    expect(config.appId).toBe('ee.lumenlegal.admin');
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
    for (const icon of [config.linux.icon, config.win.icon, config.mac.icon]) {
      expect(existsSync(path.join(ROOT, icon)), icon).toBe(true);
    }
    expect(config.protocols.flatMap((p) => p.schemes)).toEqual(['lumen-admin']);
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      enableCookieEncryption: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it("matches electron-builder's own configuration schema", async () => {
    // electron-builder's validator, as `electron-builder` runs it before packaging.
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as {
      validateConfiguration(config: unknown, logger: unknown): Promise<void>;
    };
    await expect(
      validateConfiguration(config, { isEnabled: false, add: () => undefined }),
    ).resolves.toBeUndefined();
    // Loading electron-builder's library takes a few seconds.
  }, 60_000);

  it('keeps npm install offline: the Electron download is a separate, documented command', () => {
    expect(pkg.allowScripts.electron).toBe(false);
    expect(pkg.scripts['desktop:start']).toContain('electron/install.js');
    expect(pkg.scripts['desktop:dist']).toContain('electron-builder');
    const readme = readFileSync(path.join(ROOT, 'desktop/README.md'), 'utf8');
    expect(readme).toContain('npm run desktop:start');
    expect(readme).toContain('npm run desktop:dist');
  });
});
