import { existsSync, readFileSync } from 'node:fs';

/**
 * `npm test`'s closing summary, from the level times that scripts/test.sh records and the JSON
 * reports of Vitest and Playwright: wall time per level, the ten slowest end-to-end files, every
 * test that failed, every test that passed only on its retry (flaky: a defect to fix next), and
 * one closing line with the counts.
 *
 * `tsx scripts/test-summary.ts .tmp/level-times.tsv .tmp/results-*.json`
 */

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
}

interface PlaywrightResult {
  duration: number;
  retry: number;
}
interface PlaywrightSpec {
  title: string;
  file: string;
  line: number;
  tests: { status: 'expected' | 'unexpected' | 'flaky' | 'skipped'; results: PlaywrightResult[] }[];
}
interface PlaywrightSuite {
  title: string;
  file: string;
  specs: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  suites: PlaywrightSuite[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

const counts = { passed: 0, failed: 0, skipped: 0 };
const failedTests: string[] = [];
const flakyTests: string[] = [];
const fileTimes = new Map<string, number>();
const lines: string[] = [];

const minutes = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  if (file.endsWith('.tsv')) {
    const levels = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
    if (levels.length === 0) continue;
    lines.push('Wall time per level (m:ss):');
    let total = 0;
    for (const row of levels) {
      const [name = '', seconds = '0'] = row.split('\t');
      total += Number(seconds);
      lines.push(`  ${name.padEnd(12)} ${minutes(Number(seconds)).padStart(6)}`);
    }
    lines.push(`  ${'total'.padEnd(12)} ${minutes(total).padStart(6)}`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport | PlaywrightReport;
  if ('stats' in report) addPlaywright(report);
  else addVitest(report);
}

function addVitest(report: VitestReport): void {
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const result of report.testResults ?? []) {
    for (const test of result.assertionResults ?? []) {
      if (test.status === 'failed') failedTests.push(`${relative(result.name)} › ${test.fullName}`);
    }
  }
}

function addPlaywright(report: PlaywrightReport): void {
  counts.passed += report.stats.expected + report.stats.flaky;
  counts.failed += report.stats.unexpected;
  counts.skipped += report.stats.skipped;
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs) {
      const name = `tests/e2e/${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`;
      for (const test of spec.tests) {
        const seconds = test.results.reduce((sum, r) => sum + r.duration, 0) / 1000;
        fileTimes.set(spec.file, (fileTimes.get(spec.file) ?? 0) + seconds);
        if (test.status === 'flaky') flakyTests.push(name);
        if (test.status === 'unexpected') failedTests.push(name);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // The outermost suite of each file is titled with the file's name: left out of the titles.
  for (const suite of report.suites) visit(suite, []);
}

function relative(file: string): string {
  const at = file.indexOf('/tests/');
  return at === -1 ? file : file.slice(at + 1);
}

if (fileTimes.size > 0) {
  lines.push('Slowest end-to-end files (test time, all workers, m:ss):');
  for (const [file, seconds] of [...fileTimes].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
    lines.push(`  ${minutes(seconds).padStart(6)}  tests/e2e/${file}`);
  }
}
if (failedTests.length > 0) {
  lines.push(`Failed (${failedTests.length}):`, ...failedTests.map((name) => `  ${name}`));
}
if (flakyTests.length > 0) {
  lines.push(
    `Flaky: passed only on their retry (${flakyTests.length}), each a defect to fix next:`,
    ...flakyTests.map((name) => `  ${name}`),
  );
} else if (fileTimes.size > 0) {
  lines.push('Flaky: none');
}

process.stdout.write(
  `\n${lines.join('\n')}\n\n${counts.passed} passed, ${counts.failed} failed${
    counts.skipped ? `, ${counts.skipped} skipped` : ''
  }\n`,
);
process.exit(counts.failed > 0 ? 1 : 0);
