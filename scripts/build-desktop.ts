import path from 'node:path';
import { build } from 'esbuild';

/**
 * The Electron main process and preload script, each bundled into one CommonJS file in
 * dist/desktop (the preload runs sandboxed, where `require` knows only `electron`, so nothing
 * may be left to load beside it). The page is the client build's admin bundle (dist/client).
 */
export async function buildDesktop(root: string, distDir: string): Promise<void> {
  await build({
    entryPoints: {
      main: path.join(root, 'desktop/main.ts'),
      preload: path.join(root, 'desktop/preload.ts'),
    },
    outdir: path.join(distDir, 'desktop'),
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    // Electron 45 runs Node 22.
    target: 'node22',
    external: ['electron'],
    sourcemap: false,
    minify: false,
    logLevel: 'warning',
  });
}
