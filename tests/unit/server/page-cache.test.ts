import { describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../../../server/db/changes.ts';
import { Representation } from '../../../server/http/representation.ts';
import { createPageCache } from '../../../server/render/page-cache.ts';

/** A change feed the test speaks for. */
function feed() {
  const listeners = new Set<(version: string) => void>();
  const changes: ChangeFeed = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signal: new AbortController().signal,
    close: async () => {},
  };
  const notify = (version: string) => {
    for (const listener of listeners) listener(version);
  };
  return { changes, notify };
}

const page = (text: string) =>
  new Representation(text, { 'Content-Type': 'text/plain; charset=utf-8' });

function setup(nextPublish: (now: Date) => Promise<Date | null> = async () => null) {
  const { changes, notify } = feed();
  let now = new Date('2026-01-01T10:00:00Z');
  const cache = createPageCache({
    changes,
    clock: { now: () => now },
    nextPublish,
    currentVersion: async () => '1',
  });
  let renders = 0;
  const render = (text: string) => async () => {
    renders += 1;
    return page(text);
  };
  return {
    cache,
    notify,
    render,
    renders: () => renders,
    setNow: (d: Date) => {
      now = d;
    },
  };
}

/** Lets the cache's own promises (version read, publication time) settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('page cache', () => {
  it('renders once, then answers from memory until the content changes', async () => {
    const t = setup();
    await t.cache.get('/blog', t.render('v1'));
    await settle();
    await t.cache.get('/blog', t.render('v1'));
    const again = await t.cache.get('/blog', t.render('v1'));
    expect(t.renders()).toBe(2); // the first, before the version was known, is not kept
    expect(again).toBeInstanceOf(Representation);
    t.notify('2');
    const after = (await t.cache.get('/blog', t.render('v2'))) as Representation;
    expect(new TextDecoder().decode(after.body)).toBe('v2');
  });

  it('keeps caching after a change arrived while a page was being rendered', async () => {
    const t = setup();
    await t.cache.get('/warm', t.render('x'));
    await settle();
    // The notice lands in the middle of a render: that render is not kept (it may predate the
    // change), but the cache must not stay disabled until the next change.
    await t.cache.get('/blog', async () => {
      t.notify('2');
      return page('v1');
    });
    await t.cache.get('/blog', t.render('v2'));
    const before = t.renders();
    await t.cache.get('/blog', t.render('v2'));
    await t.cache.get('/blog', t.render('v2'));
    expect(t.renders()).toBe(before);
  });

  it('lets go of everything at the next scheduled publication time', async () => {
    const at = new Date('2026-01-01T11:00:00Z');
    const t = setup(async (now) => (now < at ? at : null));
    await t.cache.get('/blog', t.render('before'));
    await settle();
    await t.cache.get('/blog', t.render('before'));
    expect(t.cache.peek('/blog')).toBeDefined();
    t.setNow(new Date(at.getTime() + 1));
    expect(t.cache.peek('/blog')).toBeUndefined();
  });
});
