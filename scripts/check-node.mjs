// `npm test` starts here: in a shell whose Node.js is not the project's (.nvmrc), it stops at once and says how
// to get it, instead of failing minutes later in the build or in wrangler. Plain JavaScript: it must run on any Node.
import {readFileSync} from 'node:fs';

const wanted = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8')
  .trim()
  .replace(/^v/, '');
if (process.versions.node !== wanted) {
  console.error(
    `This shell runs Node.js ${process.versions.node}; the project needs ${wanted} (.nvmrc).\n` +
      'Run  . .ci/use-node.sh  in this shell (from the repository root), then the command again.',
  );
  process.exit(1);
}
