import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { deferredSettled, deferredStarted } from './deferred-hydration.ts';

/**
 * Parts of a page whose script the browser fetches only after the page's load event (the lead
 * forms), so that it is not part of the page's first load.
 *
 * The server renders such a part like any other: `preloadDeferred` loads every part's module
 * before rendering. The browser keeps that HTML in place, and usable, until the code has arrived:
 * a form posts natively before then, and what a person types is kept (the form hook takes it
 * over when it hydrates). Then React hydrates the part where it stands. If the code cannot be
 * loaded, the part stays as the server sent it.
 */

interface Part {
  load(): Promise<void>;
}

const parts = new Set<Part>();

/** Loads the code of every deferred part of the pages imported so far (the server, before rendering). */
export async function preloadDeferred(): Promise<void> {
  await Promise.all([...parts].map((part) => part.load()));
}

function afterLoad(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

/**
 * A thenable that calls back at once: React's `lazy` then renders a loaded part in the same pass
 * (a resolved promise would call back only later, and the server would render the fallback).
 */
function loadedModule<T>(value: T): PromiseLike<T> {
  return {
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React's lazy() takes.
    then(onFulfilled) {
      onFulfilled?.(value);
      return this as never;
    },
  };
}

/** A page part (see above) made of the component `load` resolves to. */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  parts.add({
    async load() {
      loaded ??= await load();
    },
  });

  // In the browser: whether the page still waits for this part to hydrate (see deferred-hydration).
  let waitedFor: 'no' | 'yes' | 'done' = 'no';
  const settle = () => {
    if (waitedFor !== 'yes') return;
    waitedFor = 'done';
    deferredSettled();
  };

  /** The loaded component, telling the page once it has hydrated. */
  function Hydrated(props: P) {
    const Component = loaded as ComponentType<P>;
    useEffect(settle, []);
    return <Component {...props} />;
  }

  const Lazy = lazy<ComponentType<P>>(() => {
    // React's types ask for a promise; it only ever calls then().
    if (loaded)
      return loadedModule({ default: Hydrated }) as Promise<{ default: ComponentType<P> }>;
    return afterLoad()
      .then(load)
      .then(
        (component) => {
          loaded = component;
          return { default: Hydrated };
        },
        (error: unknown) => {
          // The server's HTML stays: a form still posts without scripts.
          console.error('A part of the page could not be loaded; it works without scripts.', error);
          settle();
          return new Promise<never>(() => undefined);
        },
      );
  });

  return function Deferred(props: P) {
    // Counted when the page renders (React hydrates the part itself later, in a pass of its own).
    if (waitedFor === 'no' && typeof document !== 'undefined') {
      waitedFor = 'yes';
      deferredStarted();
    }
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
