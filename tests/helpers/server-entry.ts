/**
 * `server/index.ts` run from source in a process of its own (tests/helpers/server-process.ts):
 * the pages it renders import their style sheets, which only the build (or Vitest) resolves, so
 * here a style sheet imports as an empty module.
 */
import { registerHooks } from 'node:module';

registerHooks({
  load(url, context, nextLoad) {
    if (new URL(url).pathname.endsWith('.css')) {
      return { format: 'module', source: 'export default "";', shortCircuit: true };
    }
    return nextLoad(url, context);
  },
});

await import('../../server/index.ts');
