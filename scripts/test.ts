/**
 * `npm test`: every suite, each run even when one before it failed, and one summary at the end. The suites that
 * need the production build are skipped (and say so) when it does not build.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';

interface ReportSuite {
  readonly title: string;
  readonly suites?: ReportSuite[];
  readonly specs?: {title: string; file: string; line: number; tests: {status: string}[]}[];
}

/** The end-to-end tests that failed, from Playwright's JSON report (playwright.config.ts), as `file:line title`. */
function failedEndToEndTests(): string[] {
  const report = 'test-results/report.json';
  if (!existsSync(report)) return [];
  const failed: string[] = [];
  const visit = (suite: ReportSuite, titles: string[]): void => {
    for (const spec of suite.specs ?? [])
      if (spec.tests.some((test) => test.status === 'unexpected' || test.status === 'flaky'))
        failed.push(`${spec.file}:${spec.line} ${[...titles, spec.title].join(' › ')}`);
    for (const child of suite.suites ?? [])
      visit(child, child.title.endsWith('.ts') ? titles : [...titles, child.title]);
  };
  for (const suite of (JSON.parse(readFileSync(report, 'utf8')) as {suites: ReportSuite[]}).suites) visit(suite, []);
  return failed;
}

const STEPS: readonly {name: string; script: string; args?: string[]; needsBuild?: boolean}[] = [
  {name: 'documents check', script: 'check:docs'},
  {name: 'types', script: 'typecheck'},
  {name: 'unit tests', script: 'test:unit'},
  {name: 'npm start', script: 'test:dev'},
  {name: 'build', script: 'docusaurus', args: ['build']},
  {name: 'end-to-end tests (Chromium)', script: 'test:e2e', needsBuild: true},
  {name: 'WebKit tests', script: 'test:webkit', needsBuild: true},
];

const results: string[] = [];
let built = true;
for (const step of STEPS) {
  if (step.needsBuild && !built) {
    results.push(`skipped  ${step.name} (no build)`);
    continue;
  }
  const started = Date.now();
  const {status} = spawnSync('npm', ['run', '--silent', step.script, ...(step.args ? ['--', ...step.args] : [])], {
    stdio: 'inherit',
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (step.name === 'build') built = status === 0;
  results.push(`${status === 0 ? 'passed ' : 'FAILED '}  ${step.name} (${seconds} s)`);
  if (step.script === 'test:e2e' && status !== 0) results.push(...failedEndToEndTests().map((test) => `  ✘ ${test}`));
}
console.log(`\nnpm test:\n  ${results.join('\n  ')}`);
process.exitCode = results.some((line) => /^(FAILED|skipped)/.test(line)) ? 1 : 0;
