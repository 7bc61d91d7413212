/**
 * Which deferred parts of the page (see deferred.tsx) are still to hydrate. Apart from the parts'
 * code, which only the pages that have such parts load: the site's frame asks this on every page.
 */
let pending = 0;
const waiting: (() => void)[] = [];

/** A deferred part started loading its code. */
export function deferredStarted(): void {
  pending += 1;
}

/** A deferred part hydrated, or gave up loading (the server's HTML stays). */
export function deferredSettled(): void {
  pending -= 1;
  if (pending === 0) for (const then of waiting.splice(0)) then();
}

/** Runs `then` once every deferred part rendered so far has hydrated (at once when there is none). */
export function whenDeferredHydrated(then: () => void): void {
  if (pending === 0) then();
  else waiting.push(then);
}
