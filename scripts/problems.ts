/**
 * What `npm run check:docs` and `npm run check:launch` report: one line per problem, `file:line: what to do`, in
 * words a person who is not a developer can act on.
 */
export interface Problem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

export function formatProblem({file, line, message}: Problem): string {
  return `${file}:${line}: ${message}`;
}

/** The problem as a GitHub Actions error, shown on the run's summary and beside the file's line. */
export function githubAnnotation({file, line, message}: Problem, title: string): string {
  const data = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return `::error file=${property(file)},line=${line},title=${property(title)}::${data(message)}`;
}

/** Each problem on stderr; on GitHub Actions also as an annotation titled `title`. */
export function printProblems(problems: readonly Problem[], title: string): void {
  for (const problem of problems) console.error(formatProblem(problem));
  if (process.env.GITHUB_ACTIONS === 'true')
    for (const problem of problems) console.log(githubAnnotation(problem, title));
}
