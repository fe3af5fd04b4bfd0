/**
 * `npm run check:launch` (`scripts/launch-rules.ts`): exits with 1 while a fact or a badge still stands in for the
 * real one. Only the production deploy runs it (`.github/workflows/ci.yml`), so the site keeps building before launch.
 */
import {existsSync, readFileSync} from 'node:fs';
import {facts} from '../src/data/app';
import {LOCALES} from '../src/i18n/locales';
import {FACTS_FILE, badgeProblems, factProblems} from './launch-rules';
import {printProblems} from './problems';

function main(): number {
  // Every language the site is published in shows its own badge.
  const english = new Intl.DisplayNames(['en'], {type: 'language'});
  const languages = LOCALES.map(({code}) => ({code, name: english.of(code) ?? code}));
  const problems = [
    ...factProblems(facts, readFileSync(FACTS_FILE, 'utf8')),
    ...badgeProblems(languages, (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined)),
  ];
  if (problems.length === 0) {
    console.log("check:launch: ready to launch. Every app fact is filled in and the App Store badges are Apple's.");
    return 0;
  }
  printProblems(problems, 'Not ready to launch');
  console.error(
    `\ncheck:launch: ${problems.length} thing${problems.length > 1 ? 's' : ''} to fill in before the site goes live. ` +
      'Change each line above in the file it names, then run npm run check:launch again. ' +
      'Until it passes, the site builds and previews work, but it is not published to production.',
  );
  return 1;
}

try {
  process.exit(main());
} catch (error: unknown) {
  console.error(`check:launch could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
