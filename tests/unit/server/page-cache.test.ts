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
const text = (answer: unknown) => new TextDecoder().decode((answer as Representation).body);

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (err: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(nextPublish: (now: Date) => Promise<Date | null> = async () => null) {
  const { changes, notify } = feed();
  let now = new Date('2026-01-01T10:00:00Z');
  let content = '1';
  let versionFails = false;
  let sequence = 0;
  const cache = createPageCache({
    changes,
    clock: { now: () => now },
    nextPublish,
    contentVersion: async () => {
      if (versionFails) throw new Error('database unreachable');
      return content;
    },
  });
  let renders = 0;
  const render = (body: string) => async () => {
    renders += 1;
    return page(body);
  };
  return {
    cache,
    render,
    renders: () => renders,
    /** Public content changed, and the feed says so. */
    changeContent: () => {
      content = String(Number(content) + 1);
      sequence += 1;
      notify(String(sequence));
    },
    /** Public content changed, but the feed has not said so yet (this process's own edit). */
    editContent: () => {
      content = String(Number(content) + 1);
    },
    /** Something no page shows changed (a lead, a signup): the feed speaks all the same. */
    changeOther: () => {
      sequence += 1;
      notify(String(sequence));
    },
    failVersionReads: (fails: boolean) => {
      versionFails = fails;
    },
    setNow: (d: Date) => {
      now = d;
    },
  };
}

/** Lets the cache's own promises (version read, publication time) settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A cache whose content version is known, so what it makes is kept. */
async function ready(nextPublish?: (now: Date) => Promise<Date | null>) {
  const t = setup(nextPublish);
  await t.cache.get('/warm', t.render('warm'));
  await settle();
  return t;
}

describe('page cache', () => {
  it('renders once, then answers from memory until the content changes', async () => {
    const t = setup();
    await t.cache.get('/blog', t.render('v1'));
    await settle();
    await t.cache.get('/blog', t.render('v1'));
    const again = await t.cache.get('/blog', t.render('v1'));
    expect(t.renders()).toBe(2); // the first, before the version was known, is not kept
    expect(again).toBeInstanceOf(Representation);
    t.changeContent();
    await settle();
    expect(text(await t.cache.get('/blog', t.render('v2')))).toBe('v2');
  });

  it('keeps its answers when the feed announces a change no page shows (a lead, a signup)', async () => {
    const t = await ready();
    await t.cache.get('/blog', t.render('v1'));
    const before = t.renders();
    for (let i = 0; i < 3; i++) {
      t.changeOther();
      await settle();
    }
    expect(text(await t.cache.get('/blog', t.render('v2')))).toBe('v1');
    expect(t.renders()).toBe(before);
  });

  it("empties on revalidate when this process's own edit moved the content version, not otherwise", async () => {
    const t = await ready();
    await t.cache.get('/blog', t.render('v1'));
    await t.cache.revalidate();
    expect(t.cache.peek('/blog')).toBeDefined();
    t.editContent();
    await t.cache.revalidate();
    expect(t.cache.peek('/blog')).toBeUndefined();
    expect(text(await t.cache.get('/blog', t.render('v2')))).toBe('v2');
  });

  it('empties when the content version cannot be read, and keeps again once it can', async () => {
    const t = await ready();
    await t.cache.get('/blog', t.render('v1'));
    t.failVersionReads(true);
    t.changeOther();
    await settle();
    expect(t.cache.size).toBe(0);
    t.failVersionReads(false);
    await t.cache.get('/blog', t.render('v2')); // asks for the version again
    await settle();
    await t.cache.get('/blog', t.render('v3'));
    expect(text(await t.cache.get('/blog', t.render('v4')))).toBe('v3');
  });

  it('keeps caching after a change arrived while a page was being rendered', async () => {
    const t = await ready();
    // The change lands in the middle of a render: that render is not kept (it may predate the
    // change), but the cache must not stay disabled until the next change.
    await t.cache.get('/blog', async () => {
      t.changeContent();
      await settle();
      return page('v1');
    });
    expect(t.cache.peek('/blog')).toBeUndefined();
    await t.cache.get('/blog', t.render('v2'));
    const before = t.renders();
    await t.cache.get('/blog', t.render('v2'));
    await t.cache.get('/blog', t.render('v2'));
    expect(t.renders()).toBe(before);
  });

  it('lets go of everything at the next scheduled publication time', async () => {
    const at = new Date('2026-01-01T11:00:00Z');
    const t = await ready(async (now) => (now < at ? at : null));
    await t.cache.get('/blog', t.render('before'));
    expect(t.cache.peek('/blog')).toBeDefined();
    t.setNow(new Date(at.getTime() + 1));
    expect(t.cache.peek('/blog')).toBeUndefined();
  });
});

describe('page cache: one making per key at a time', () => {
  it('answers 50 concurrent requests for a page not held with one rendering', async () => {
    const t = await ready();
    const gate = deferred<void>();
    let makes = 0;
    const make = async () => {
      makes += 1;
      await gate.promise;
      return page('cold');
    };
    const answers = Array.from({ length: 50 }, () => t.cache.get('/blog/cold', make));
    gate.resolve();
    const all = await Promise.all(answers);
    expect(makes).toBe(1);
    expect(new Set(all).size).toBe(1);
    expect(text(all[0])).toBe('cold');
    // Kept: the next request is answered from memory.
    await t.cache.get('/blog/cold', make);
    expect(makes).toBe(1);
  });

  it('shares one making even before the content version is known (nothing kept yet)', async () => {
    const t = setup();
    const answers = Array.from({ length: 50 }, () => t.cache.get('/blog', t.render('first')));
    await Promise.all(answers);
    expect(t.renders()).toBe(1);
  });

  it('forgets a failed making: its waiters fail with it, the next request makes again', async () => {
    const t = await ready();
    const gate = deferred<void>();
    let makes = 0;
    const failing = async () => {
      makes += 1;
      await gate.promise;
      throw new Error('render failed');
    };
    const answers = Array.from({ length: 10 }, () => t.cache.get('/blog', failing));
    gate.resolve();
    for (const answer of answers) await expect(answer).rejects.toThrow('render failed');
    expect(makes).toBe(1);
    expect(text(await t.cache.get('/blog', t.render('second try')))).toBe('second try');
    expect(t.renders()).toBe(2); // '/warm', then the second try
    expect(t.cache.peek('/blog')).toBeDefined();
  });

  it('answers the waiters of a making begun before an emptying, but starts afresh for later requests', async () => {
    const t = await ready();
    const gate = deferred<void>();
    const early = async () => {
      await gate.promise;
      return page('before the change');
    };
    const first = t.cache.get('/blog', early);
    const waiter = t.cache.get('/blog', t.render('never made'));
    t.changeContent();
    await settle();
    const later = t.cache.get('/blog', t.render('after the change'));
    gate.resolve();
    expect(text(await first)).toBe('before the change');
    expect(text(await waiter)).toBe('before the change');
    expect(text(await later)).toBe('after the change');
    expect(text(t.cache.peek('/blog'))).toBe('after the change');
  });

  it('lets each waiter make its own answer when the shared one is a Response (read only once)', async () => {
    const t = await ready();
    let makes = 0;
    const redirect = async () => {
      makes += 1;
      return new Response(null, { status: 301, headers: { Location: '/blog' } });
    };
    const [a, b] = await Promise.all([
      t.cache.get('/old', redirect),
      t.cache.get('/old', redirect),
    ]);
    expect(a).not.toBe(b);
    expect(makes).toBe(2);
  });
});
