import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferred, preloadDeferred } from '../../../web/src/app/deferred.tsx';
import { whenDeferredHydrated } from '../../../web/src/app/deferred-hydration.ts';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('a deferred page part on the server', () => {
  it('is rendered in place, with its props, once its code is preloaded', async () => {
    let loads = 0;
    const Part = deferred(async () => {
      loads += 1;
      return Greeting;
    });
    await preloadDeferred();
    await preloadDeferred();
    // In a Suspense boundary of its own, so the browser can hydrate it on its own later.
    expect(renderToString(<Part name="Mari" />)).toBe(
      '<!--$--><p>Hello, <!-- -->Mari</p><!--/$-->',
    );
    expect(loads).toBe(1);
  });

  it('leaves the page waiting for nothing when it has no deferred part', () => {
    // The server never counts parts: only a browser waits for them to hydrate.
    let called = false;
    whenDeferredHydrated(() => {
      called = true;
    });
    expect(called).toBe(true);
  });
});
