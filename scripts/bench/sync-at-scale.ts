import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * What a person notices on a large local copy once the first pull is in (issue #24, part 2),
 * measured in the page that just made that copy:
 * - the longest main-thread task during the first pull (Long Tasks API; target: none over 200 ms);
 * - the renderer's memory with the copy in it (resident set of Chromium's renderer processes,
 *   and the page's JavaScript heap, used and reserved; target ≤ 400 MB), at once and again once
 *   the page has been idle for 10 s (V8 and the allocator give memory back when idle);
 * - search and filter on Contacts (the page's own `lumen:list-query` measure; target ≤ 30 ms
 *   median, ≤ 100 ms worst);
 * - a new lead from the public form showing in the open Contacts list, from the server's answer
 *   to the form (the lead is committed by then) to the row on screen (target ≤ 500 ms).
 */

const LONG_TASKS = '__lumenLongTasks';

/** Collects every long task's duration from the first script of each page of `context`. */
export async function watchLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as Record<string, unknown>)[key] = tasks;
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      // No Long Tasks API: nothing is recorded, and the figure says so.
    }
  }, LONG_TASKS);
}

/**
 * The longest task so far, how many took over 200 ms, and when the longest ran: while a pulled
 * page was being written, in the pull between writes (an answer read), or after the pull (the
 * screen reading the copy).
 */
export function longTasks(page: Page): Promise<{ longest: number; over200: number; when: string }> {
  return page.evaluate((key) => {
    const tasks =
      (window as unknown as Record<string, { start: number; duration: number }[]>)[key] ?? [];
    const longest = tasks.reduce((a, b) => (b.duration > a.duration ? b : a), {
      start: 0,
      duration: 0,
    });
    // No named helper here: the bundler would wrap it in a function the page does not have.
    const [pull] = performance.getEntriesByName('lumen:sync-pull', 'measure');
    const end = longest.start + longest.duration;
    const writing = performance
      .getEntriesByName('lumen:sync-apply', 'measure')
      .some((m) => longest.start < m.startTime + m.duration && m.startTime < end);
    const pullEnd = pull ? pull.startTime + pull.duration : 0;
    const when = writing
      ? 'while a page was written'
      : pull && longest.start < pullEnd && pull.startTime < end
        ? 'in the pull, between writes'
        : pull && longest.start >= pullEnd
          ? 'after the pull'
          : 'before the pull';
    return {
      longest: longest.duration,
      over200: tasks.filter((t) => t.duration > 200).length,
      when,
    };
  }, LONG_TASKS);
}

/** Resident memory of Chromium's renderer processes (the largest), and the page's JS heap. */
export async function rendererMemory(
  browser: Browser,
  page: Page,
): Promise<{
  rssMb: number;
  /** Of the resident memory: the renderer's own (RssAnon), not pages shared with other processes. */
  privateMb: number;
  heapMb: number;
  heapTotalMb: number;
}> {
  const cdp = await browser.newBrowserCDPSession();
  let rss = 0;
  let anon = 0;
  try {
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
      processInfo: { type: string; id: number }[];
    };
    for (const process of processInfo.filter((p) => p.type === 'renderer')) {
      const status = await readFile(`/proc/${process.id}/status`, 'utf8').catch(() => '');
      const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
      if (kb * 1024 <= rss) continue;
      rss = kb * 1024;
      anon = Number(/^RssAnon:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
    }
  } finally {
    await cdp.detach();
  }
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('HeapProfiler.collectGarbage');
    const { usedSize, totalSize } = (await session.send('Runtime.getHeapUsage')) as {
      usedSize: number;
      totalSize: number;
    };
    return {
      rssMb: rss / 2 ** 20,
      privateMb: anon / 2 ** 20,
      heapMb: usedSize / 2 ** 20,
      heapTotalMb: totalSize / 2 ** 20,
    };
  } finally {
    await session.detach();
  }
}

const LIST_MEASURE = 'lumen:list-query';

function listQueryCount(page: Page): Promise<number> {
  return page.evaluate(
    (name) => performance.getEntriesByName(name, 'measure').length,
    LIST_MEASURE,
  );
}

/** Waits for the next list query after `before` queries, and returns its duration. */
async function nextListQuery(page: Page, before: number): Promise<number> {
  await page.waitForFunction(
    ([name, count]) => performance.getEntriesByName(name, 'measure').length > count,
    [LIST_MEASURE, before] as const,
    { timeout: 120_000, polling: 10 },
  );
  return page.evaluate(
    ([name, count]) => performance.getEntriesByName(name, 'measure')[count]?.duration ?? Number.NaN,
    [LIST_MEASURE, before] as const,
  );
}

const SEARCHES = ['Contact 4', 'contact12@example.ee', 'compliance', 'Company 49', 'zz-none'];
const STATUSES = ['new', 'in_progress', 'resolved', 'closed', ''];

/** Opens Contacts from the dashboard and times each search and each status filter. */
export async function searchAndFilter(page: Page): Promise<number[]> {
  await page
    .getByRole('navigation', { name: 'Back-office navigation' })
    .getByRole('link', { name: 'Contacts', exact: true })
    .click();
  await page.getByRole('table', { name: /Contact submissions/ }).waitFor({ timeout: 120_000 });
  const search = page.getByRole('searchbox', { name: 'Search' });
  const figures: number[] = [];
  for (const q of SEARCHES) {
    const before = await listQueryCount(page);
    await search.fill(q);
    figures.push(await nextListQuery(page, before));
  }
  await search.fill('');
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('q'));
  for (const status of STATUSES) {
    const before = await listQueryCount(page);
    await page.getByLabel('Status', { exact: true }).selectOption(status);
    figures.push(await nextListQuery(page, before));
  }
  return figures;
}

/**
 * Submits `count` contacts through the public form's endpoint while Contacts is open (newest
 * first, no filter), and times each from the server's answer to its row on screen.
 */
export async function newLeadLatency(page: Page, count: number): Promise<number[]> {
  const figures: number[] = [];
  for (let i = 0; i < count; i++) {
    const name = `Arriving ${Date.now()} ${i}`;
    await page.evaluate((text) => {
      const w = window as unknown as Record<string, number>;
      delete w.__lumenSeen;
      new MutationObserver((_, observer) => {
        if (!document.querySelector('main table')?.textContent?.includes(text)) return;
        w.__lumenSeen = Date.now();
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, name);
    const answer = await page.request.post('/api/contact', {
      data: {
        name,
        email: `arriving${i}@example.ee`,
        message: 'A lead that arrives while the list is open.',
        lang: 'en',
        fill_ms: 5_000,
      },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    const committed = Date.now();
    if (answer.status() !== 201) throw new Error(`contact: ${answer.status()}`);
    await page.waitForFunction(() => '__lumenSeen' in window, undefined, {
      timeout: 120_000,
      polling: 50,
    });
    const seen = await page.evaluate(
      () => (window as unknown as Record<string, number>).__lumenSeen,
    );
    figures.push(Math.max(0, (seen ?? Number.NaN) - committed));
  }
  return figures;
}
