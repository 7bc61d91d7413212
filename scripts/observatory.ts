import { execFileSync, spawn } from 'node:child_process';
import fs, { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { removeDataDir, startServer } from '../tests/e2e/server.ts';
import { buildIfStale } from './build-if-stale.ts';

/**
 * The MDN HTTP Observatory's scan (npm @mdn/mdn-http-observatory) of the production build on an
 * https deployment: the built server with PUBLIC_ORIGIN=https://localhost:<port> and
 * TRUST_PROXY=1 behind a loopback TLS terminator (node:https with a self-signed certificate
 * made by openssl for this run, adding X-Forwarded-Proto: https), and a plain-http front on
 * another port (X-Forwarded-Proto: http), as a proxy's port 80 would be. Prints the grade, the
 * score and each test's result. Target: A+ (score ≥ 100). Prints figures; it is not a test.
 *
 * How the scanner is run, and why:
 * - Its `scan()` only scans ports 80 and 443; this runs the same steps (retrieve, every test,
 *   the grading) with the retriever's own httpPort/httpsPort options instead.
 * - The certificate is trusted by the scanner's process alone, through NODE_EXTRA_CA_CERTS (not
 *   NODE_TLS_REJECT_UNAUTHORIZED=0: the scanner verifies on its own, and an unverified
 *   certificate costs points, e.g. HSTS "invalid certificate").
 * - The package's postinstall (which downloads Chromium's HSTS preload list into its conf/) is
 *   disabled here, so that file is absent: the scanner's process is given an empty list in its
 *   place (localhost is on no preload list, so the figures are the same). Nothing is written to
 *   node_modules. The TLD list the postinstall also fetches is used by the package's API only;
 *   the scan's tests use `tldts`, which carries its own list.
 */

const SCAN_FLAG = '--scan';

if (process.argv[2] === SCAN_FLAG) {
  await scanInThisProcess(
    process.argv[3] ?? 'localhost',
    Number(process.argv[4]),
    Number(process.argv[5]),
  );
} else {
  await main();
}

async function main(): Promise<void> {
  await buildIfStale();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lumen-observatory-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );

  let target = 0;
  const forward =
    (proto: 'http' | 'https') => (req: http.IncomingMessage, res: http.ServerResponse) => {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: target,
          method: req.method,
          path: req.url,
          headers: {
            ...req.headers,
            'x-forwarded-proto': proto,
            'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1',
          },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
    };
  const tls = https.createServer(
    { key: readFileSync(key), cert: readFileSync(cert) },
    forward('https'),
  );
  const plain = http.createServer(forward('http'));
  const listen = (server: http.Server) =>
    new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );
  const httpsPort = await listen(tls);
  const httpPort = await listen(plain);

  const server = await startServer({
    dataDir: path.join(dir, 'data'),
    env: { PUBLIC_ORIGIN: `https://localhost:${httpsPort}`, TRUST_PROXY: '1' },
  });
  target = Number(new URL(server.url).port);
  try {
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(
        path.join(import.meta.dirname, '..', 'node_modules/.bin/tsx'),
        [import.meta.filename, SCAN_FLAG, 'localhost', String(httpPort), String(httpsPort)],
        { stdio: 'inherit', env: { ...process.env, NODE_EXTRA_CA_CERTS: cert } },
      );
      child.on('exit', resolve);
    });
    process.exitCode = code ?? 1;
  } finally {
    await server.stop();
    tls.close();
    plain.close();
    tls.closeAllConnections();
    plain.closeAllConnections();
    removeDataDir(server.dataDir);
    rmSync(dir, { recursive: true, force: true });
  }
}

interface TestResult {
  constructor: { name: string };
  result: string;
  pass: boolean | null;
  scoreModifier?: number;
}

/** The scanner's steps (its src/scanner/index.js) on the given ports, printed. */
async function scanInThisProcess(host: string, httpPort: number, httpsPort: number) {
  // The HSTS preload list the disabled postinstall would have fetched: an empty one.
  const readFile = fs.readFileSync;
  fs.readFileSync = ((file: fs.PathOrFileDescriptor, ...rest: unknown[]) =>
    String(file).endsWith(path.join('conf', 'hsts-preload.json')) && !fs.existsSync(String(file))
      ? '{}'
      : (readFile as (...args: unknown[]) => unknown)(file, ...rest)) as typeof fs.readFileSync;

  const pkg = '@mdn/mdn-http-observatory/src';
  const load = (module: string) => import(`${pkg}/${module}`);
  const { retrieve } = await load('retriever/retriever.js');
  const { ALL_TESTS, NUM_TESTS } = await load('constants.js');
  const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');

  const r = await retrieve(host, { httpPort, httpsPort });
  if (!r.responses.auto) throw new Error('The site seems to be down.');
  const results = (ALL_TESTS as ((r: unknown) => TestResult)[]).map((test) => test(r));
  let passed = 0;
  let withExtra = 100;
  let uncurved = 100;
  for (const result of results) {
    if (!result.result) continue;
    result.scoreModifier = getScoreModifier(result.result) as number;
    passed += result.pass ? 1 : 0;
    withExtra += result.scoreModifier;
    if (result.scoreModifier < 0) uncurved += result.scoreModifier;
  }
  const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtra : uncurved);
  const out = process.stdout;
  out.write(`MDN HTTP Observatory: https://${host}:${httpsPort}/ (http on ${httpPort})\n`);
  out.write(`status ${r.responses.auto.status}\n`);
  out.write(`grade ${final.grade}, score ${final.score} (target: A+, score ≥ 100)\n`);
  out.write(`tests passed ${passed} of ${NUM_TESTS}\n\n`);
  const width = Math.max(...results.map((t) => t.constructor.name.length));
  for (const t of results) {
    const modifier = t.scoreModifier ?? 0;
    const points = modifier > 0 ? `+${modifier}` : String(modifier);
    out.write(
      `${t.pass ? 'pass' : 'FAIL'}  ${t.constructor.name.padEnd(width)}  ${points.padStart(4)}  ${t.result}\n`,
    );
  }
}
