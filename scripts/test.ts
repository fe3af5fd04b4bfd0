/**
 * `npm test`: every suite, each run even when one before it failed, and one summary at the end. The suites that
 * need the production build are skipped (and say so) when it does not build.
 */
import {spawnSync} from 'node:child_process';

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
}
console.log(`\nnpm test:\n  ${results.join('\n  ')}`);
process.exitCode = results.some((line) => !line.startsWith('passed')) ? 1 : 0;
