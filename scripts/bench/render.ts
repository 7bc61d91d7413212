import { randomInt, randomUUID } from 'node:crypto';
import os from 'node:os';
import sharp from 'sharp';
import { adminServer } from './admin-server.ts';

/**
 * Markdown and pictures off the request thread. On the built server: the floor (health and a
 * lead on an idle server), then the same while 4 editors preview a 40 KB text that takes the
 * parser seconds (`*a` 20,000 times), and a 60 KB one that takes it far longer than
 * RENDER_BUDGET_MS (answered 400, too complex), then while a 49-megapixel PNG is uploaded.
 * Target: health and the lead within 100 ms while the previews run. Prints figures with the load
 * average; it is not a test.
 */
const ADMIN = { email: 'bench.admin@lumen-legal.example', password: 'Tekstid-2025-Tartu-71' };
const PREVIEWS = Number(process.env.PREVIEWS ?? 4);
/** The attack's text (seconds of parsing on a slow machine), then one far over any budget. */
const TEXTS = [
  { name: '`*a` × 20,000', markdown: '*a'.repeat(20_000) },
  { name: '`_*a` × 20,000', markdown: '_*a'.repeat(20_000) },
];

const load = () => os.loadavg()[0]?.toFixed(2);
const ms = (n: number) => `${n.toFixed(0)} ms`;
const sleep = (n: number) => new Promise((resolve) => setTimeout(resolve, n));
const say = (line: string) => process.stdout.write(`${line}\n`);

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `${sorted.length} answers, median ${ms(at(0.5))}, max ${ms(sorted.at(-1) ?? 0)}`;
}

// TRUST_PROXY: each lead comes from its own forwarded address, below the forms' rate limit.
const server = await adminServer('render', ADMIN, { TRUST_PROXY: 'true' });
const { auth } = server;

async function timed(run: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await run();
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

const health = () => timed(() => fetch(`${server.url}/api/health`));
const lead = () =>
  timed(() =>
    fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        'x-forwarded-for': `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`,
      },
      body: JSON.stringify({
        name: 'Mari Maasikas',
        email: 'mari@firma.ee',
        subject: 'Sales Enquiry',
        message: 'Please call me back.',
        started_at: Date.now() - 20_000,
        website: '',
      }),
    }),
  );

/** Health and a lead, one after the other every 20 ms, until `busy` settles. */
async function probeWhile(busy: Promise<unknown>) {
  const times = { health: [] as number[], lead: [] as number[], failed: 0 };
  let done = false;
  void busy.finally(() => {
    done = true;
  });
  while (!done) {
    const [h, l] = [await health(), await lead()];
    times.health.push(h.ms);
    times.lead.push(l.ms);
    if (h.status !== 200 || l.status !== 201) times.failed++;
    await sleep(20);
  }
  return times;
}

function meanwhile(times: Awaited<ReturnType<typeof probeWhile>>, target: string) {
  say(`  /api/health meanwhile ${summary(times.health)}${target}`);
  say(`  POST /api/contact meanwhile ${summary(times.lead)}${target}`);
  say(`  unexpected answers meanwhile: ${times.failed}; load average ${load()}`);
}

try {
  const preview = (markdown: string) =>
    timed(() =>
      fetch(`${server.url}/api/admin/content/preview`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ markdown }),
      }),
    );

  say(`machine: ${os.cpus().length} cores, load average ${load()}`);
  // The floor: nothing else running (the pool's threads started by one ordinary preview).
  await preview('# warm');
  const floor = { health: [] as number[], lead: [] as number[] };
  for (let i = 0; i < 20; i++) {
    floor.health.push((await health()).ms);
    floor.lead.push((await lead()).ms);
  }
  say('floor, idle server:');
  say(`  /api/health ${summary(floor.health)}`);
  say(`  POST /api/contact ${summary(floor.lead)}`);

  for (const text of TEXTS) {
    const started = performance.now();
    const previews = Promise.all(Array.from({ length: PREVIEWS }, () => preview(text.markdown)));
    const during = await probeWhile(previews);
    const answers = (await previews).map((a) => `${a.status} in ${ms(a.ms)}`).join(', ');
    const kb = text.markdown.length / 1000;
    say(
      `${PREVIEWS} previews of ${text.name} (${kb} KB) at once, all answered in ${ms(performance.now() - started)}:`,
    );
    say(`  ${answers} (400: too complex)`);
    meanwhile(during, ' (target < 100 ms)');
  }

  // A 49-megapixel PNG of a couple of hundred KB: seconds of decoding and resizing.
  const png = await sharp({
    create: { width: 7000, height: 7000, channels: 3, background: '#2f6f4f' },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(png)]), 'large.png');
  const upload = timed(() =>
    fetch(`${server.url}/api/admin/media`, { method: 'POST', headers: auth, body: form }),
  );
  const during = await probeWhile(upload);
  const up = await upload;
  say(`a 49-megapixel PNG of ${(png.length / 1024).toFixed(0)} KB: ${up.status} in ${ms(up.ms)}`);
  meanwhile(during, '');
} finally {
  await server.stop();
}
