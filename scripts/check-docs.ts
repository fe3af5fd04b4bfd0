/** `npm run check:docs` (`scripts/docs-rules.ts`, the translations, the glossaries): exits with 1 on a problem. */
import {readFileSync, readdirSync} from 'node:fs';
import {DOCUMENTS, DOCUMENT_NAMES, type DocumentName} from '../src/data/documents';
import {checkDocument} from './docs-rules';
import {formatProblem, printProblems, type Problem} from './problems';
import {checkTranslations} from './translations-check';
import {checkGlossaries} from './glossary-check';
import createConfig from '../docusaurus.config';

const DOCS = 'docs';

async function main(): Promise<number> {
  const started = performance.now();
  const problems: Problem[] = [];
  const files = readdirSync(DOCS).filter((name) => /\.mdx?$/.test(name));
  for (const name of files) {
    const base = name.replace(/\.mdx?$/, '');
    if (name.endsWith('.mdx')) {
      problems.push({file: `${DOCS}/${name}`, line: 1, message: 'Documents end in .md, not .mdx: rename the file.'});
    } else if (!(base in DOCUMENTS)) {
      problems.push({
        file: `${DOCS}/${name}`,
        line: 1,
        message: `This document is not published on the site: a developer adds "${base}" to src/data/documents.ts.`,
      });
    }
  }
  for (const name of DOCUMENT_NAMES) {
    if (!files.includes(`${name}.md`)) {
      problems.push({
        file: `${DOCS}/${name}.md`,
        line: 1,
        message: 'This document is missing: the site publishes it at /' + name + '.',
      });
    }
  }

  const present = DOCUMENT_NAMES.filter((name) => files.includes(`${name}.md`));
  for (const name of present) {
    const file = `${DOCS}/${name}.md`;
    problems.push(...(await checkDocument(file, readFileSync(file, 'utf8'), DOCUMENTS[name as DocumentName])));
  }

  // The translations (EDITING.md, "Translations"): missing ones fail, stale ones warn.
  const config = await createConfig();
  const footerLabels = (config.themeConfig.footer.links as {label: string}[]).map(({label}) => label);
  const translations = await checkTranslations(process.cwd(), footerLabels);
  problems.push(...translations.failures);
  for (const warning of translations.warnings) console.warn(formatProblem(warning));
  // One term per idea in each language (i18n/<lang>/glossary.json).
  problems.push(...checkGlossaries(process.cwd()));

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (problems.length === 0) {
    console.log(
      `check:docs: ${present.length} documents and their translations checked, no problems` +
        `${translations.warnings.length > 0 ? ` (${translations.warnings.length} warnings above)` : ''} (${seconds} s).`,
    );
    return 0;
  }
  printProblems(problems, 'Documents check');
  console.error(
    `\ncheck:docs: ${problems.length} problem${problems.length > 1 ? 's' : ''} in the documents. ` +
      'Fix each line above in the file it names, then run the check again; the site is not built until they are fixed.',
  );
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`check:docs could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
