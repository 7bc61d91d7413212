import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { FLOOR_SCRIPT, LIST_SHOWN_MARK, LIST_SHOWN_SCRIPT } from './sync-packed.ts';
import { ADMIN } from './sync-seed.ts';

/**
 * The first pull and its use again, in a Chromium no test driver instruments: Playwright enables
 * DevTools' network agent in every page, and that agent keeps a copy of every answer's body for
 * `Network.getResponseBody`. Twenty fetched answers of 1.8 MB left the renderer 38 MB larger with
 * the agent on and 1 MB larger with it off, so under Playwright the renderer's memory after a
 * first pull of 100,000 rows counts about 60 MB of pull answers that a person's browser does
 * not hold. Here Chromium is driven through a bare DevTools connection on which only the page's
 * own commands run (navigate, evaluate, and the page agent for a script on each new document):
 * no network, runtime or console agent is enabled.
 *
 * The run does what `sync-first-pull.ts` does with Playwright: signs in onto the dashboard, opens
 * Contacts, searches and filters, and lets three new leads arrive; then reads the renderer's
 * memory at once and after 10 s idle.
 */

export interface BareRun {
  pullMs: number;
  figuresMs: number;
  queryMs: number[];
  newLeadMs: number[];
  rssMb: number;
  privateMb: number;
  idleRssMb: number;
  /** The same pull answers fetched and parsed, nothing written (sync-packed.ts). */
  floorMs: number;
  /** A reload of Contacts with the copy held, to its first row. */
  reloadMs: number;
}

const FIGURES_MARK = 'bench:dashboard-figures';
const LIST_MEASURE = 'lumen:list-query';
const WAIT_MS = 600_000;
const IDLE_MS = 10_000;
const SEARCHES = ['Contact 4', 'contact12@example.ee', 'compliance', 'Company 49', 'zz-none'];
const STATUSES = ['new', 'in_progress', 'resolved', 'closed', ''];

/** A DevTools connection to one page: commands and their answers, nothing enabled. */
class PageConnection {
  private id = 0;
  private readonly pending = new Map<
    number,
    { resolve(value: unknown): void; reject(err: Error): void }
  >();

  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as {
        id?: number;
        result?: unknown;
        error?: { message: string };
      };
      const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
      if (!waiting || message.id === undefined) return;
      this.pending.delete(message.id);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result);
    });
  }

  static async open(url: string): Promise<PageConnection> {
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', reject, { once: true });
    });
    return new PageConnection(socket);
  }

  send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = ++this.id;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  /** The value of `expression` in the page (a promise is awaited). */
  async evaluate<T>(expression: string): Promise<T> {
    const answer = await this.send<{
      result: { value?: T };
      exceptionDetails?: { exception?: { description?: string }; text: string };
    }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
    if (answer.exceptionDetails) {
      const { exception, text } = answer.exceptionDetails;
      throw new Error(exception?.description ?? text);
    }
    return answer.result.value as T;
  }

  /** Asks `expression` every 50 ms until it is truthy (a page being replaced is asked again). */
  async waitFor(expression: string): Promise<void> {
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() < deadline) {
      if (await this.evaluate<boolean>(`Boolean(${expression})`).catch(() => false)) return;
      await sleep(50);
    }
    // Where the page stood, to tell a slow copy from a sign-in that did not happen.
    const page = await this.evaluate<string>(
      'location.href + "\\n" + document.body.innerText.slice(0, 500)',
    ).catch((err: unknown) => String(err));
    throw new Error(`Not seen within ${WAIT_MS / 1000} s: ${expression}\n${page}`);
  }

  close(): void {
    this.socket.close();
  }
}

/** Sets a form control's value the way typing does, so React sees it. */
const setValue = (selector: string, value: string, event: 'input' | 'change') => `(() => {
  const el = ${selector};
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, ${JSON.stringify(value)});
  el.dispatchEvent(new Event(${JSON.stringify(event)}, { bubbles: true }));
})()`;

const STATUS_SELECT = `[...document.querySelectorAll('main label')].find((l) => l.textContent.trim() === 'Status').control`;
const SEARCH_BOX = `document.querySelector('main input[type="search"]')`;
const measureCount = `performance.getEntriesByName('${LIST_MEASURE}', 'measure').length`;

async function launch(dir: string): Promise<{ chrome: ChildProcess; page: PageConnection }> {
  const chrome = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--incognito',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${dir}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const portFile = path.join(dir, 'DevToolsActivePort');
  for (;;) {
    if (chrome.exitCode !== null) throw new Error(`Chromium exited (${chrome.exitCode}).`);
    const port = (await readFile(portFile, 'utf8').catch(() => '')).split('\n')[0];
    if (port) {
      const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
        type: string;
        webSocketDebuggerUrl: string;
      }[];
      const target = targets.find((t) => t.type === 'page');
      if (target) return { chrome, page: await PageConnection.open(target.webSocketDebuggerUrl) };
    }
    await sleep(100);
  }
}

/** Resident and own (RssAnon) memory of the largest renderer under the browser `pid`. */
async function rendererMemory(pid: number): Promise<{ rssMb: number; privateMb: number }> {
  const parents = new Map<number, number>();
  const renderers: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    parents.set(Number(entry), Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0));
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes('--type=renderer')) renderers.push(Number(entry));
  }
  const under = (child: number) => {
    for (let p = child; p > 1; p = parents.get(p) ?? 0) if (p === pid) return true;
    return false;
  };
  let best = { rssMb: 0, privateMb: 0 };
  for (const renderer of renderers.filter(under)) {
    const status = await readFile(`/proc/${renderer}/status`, 'utf8').catch(() => '');
    const rss = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
    const anon = Number(/^RssAnon:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
    if (rss > best.rssMb) best = { rssMb: rss, privateMb: anon };
  }
  return best;
}

export async function bareRun(url: string): Promise<BareRun> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lumen-bench-bare-'));
  const { chrome, page } = await launch(dir);
  try {
    // The page agent runs scripts on new documents (the figures' mark below); it keeps no bodies.
    await page.send('Page.enable');
    await page.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `new MutationObserver((_, observer) => {
        if (!document.querySelector('.admin-stat__value')) return;
        performance.mark('${FIGURES_MARK}');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });`,
    });
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: LIST_SHOWN_SCRIPT });
    await page.send('Page.navigate', { url: `${url}/admin/login?next=%2Fadmin` });
    await page.waitFor(`document.querySelector('#admin-email')`);
    await page.evaluate(setValue(`document.querySelector('#admin-email')`, ADMIN.email, 'input'));
    await page.evaluate(
      setValue(`document.querySelector('input[type="password"]')`, ADMIN.password, 'input'),
    );
    await page.evaluate(`document.querySelector('form button[type="submit"]').click()`);
    await page.waitFor(`performance.getEntriesByName('${FIGURES_MARK}').length > 0`);
    const { pullMs, figuresMs } = await page.evaluate<{ pullMs: number; figuresMs: number }>(
      `(() => {
        const [pull] = performance.getEntriesByName('lumen:sync-pull', 'measure');
        const [figures] = performance.getEntriesByName('${FIGURES_MARK}');
        return { pullMs: pull.duration, figuresMs: figures.startTime - pull.startTime };
      })()`,
    );

    // Contacts: each search and status filter, timed by the page's own measure.
    await page.evaluate(
      `[...document.querySelectorAll('nav[aria-label="Back-office navigation"] a')].find((a) => a.textContent.trim() === 'Contacts').click()`,
    );
    await page.waitFor(`document.querySelector('main table tbody tr') && ${SEARCH_BOX}`);
    const queryMs: number[] = [];
    const timed = async (change: string) => {
      const before = await page.evaluate<number>(measureCount);
      await page.evaluate(change);
      await page.waitFor(`${measureCount} > ${before}`);
      queryMs.push(
        await page.evaluate<number>(
          `performance.getEntriesByName('${LIST_MEASURE}', 'measure')[${before}].duration`,
        ),
      );
    };
    for (const q of SEARCHES) await timed(setValue(SEARCH_BOX, q, 'input'));
    await page.evaluate(setValue(SEARCH_BOX, '', 'input'));
    await page.waitFor(`!new URL(location.href).searchParams.has('q')`);
    for (const status of STATUSES) await timed(setValue(STATUS_SELECT, status, 'change'));

    // Three new leads through the public form, each from the server's answer to its row.
    const newLeadMs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const name = `Arriving ${Date.now()} ${i}`;
      await page.evaluate(`(() => {
        delete window.__lumenSeen;
        new MutationObserver((_, observer) => {
          if (!document.querySelector('main table')?.textContent?.includes(${JSON.stringify(name)})) return;
          window.__lumenSeen = Date.now();
          observer.disconnect();
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      })()`);
      const answer = await fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({
          name,
          email: `arriving${i}@example.ee`,
          message: 'A lead that arrives while the list is open.',
          lang: 'en',
          fill_ms: 5_000,
        }),
      });
      const committed = Date.now();
      if (answer.status !== 201) throw new Error(`contact: ${answer.status}`);
      await page.waitFor(`'__lumenSeen' in window`);
      newLeadMs.push(Math.max(0, (await page.evaluate<number>('window.__lumenSeen')) - committed));
    }

    const memory = await rendererMemory(chrome.pid ?? 0);
    // A benchmark's pause: how much the renderer keeps once it is idle.
    await sleep(IDLE_MS);
    const idle = await rendererMemory(chrome.pid ?? 0);
    // The floor after the memory figures: its answers, parsed and dropped, would count there.
    const floorMs = await page.evaluate<number>(FLOOR_SCRIPT);
    // A reload of Contacts, from the navigation to its first row.
    await page.evaluate(`performance.clearMarks('${LIST_SHOWN_MARK}')`);
    await page.send('Page.reload');
    await page.waitFor(`performance.getEntriesByName('${LIST_SHOWN_MARK}').length > 0`);
    const reloadMs = await page.evaluate<number>(
      `performance.getEntriesByName('${LIST_SHOWN_MARK}')[0].startTime`,
    );
    return {
      pullMs,
      figuresMs,
      queryMs,
      newLeadMs,
      ...memory,
      idleRssMb: idle.rssMb,
      floorMs,
      reloadMs,
    };
  } finally {
    page.close();
    if (chrome.exitCode === null) {
      const exited = new Promise((resolve) => chrome.once('exit', resolve));
      chrome.kill();
      await exited;
    }
    // Chromium's helper processes may still be writing the profile as they exit.
    await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}
