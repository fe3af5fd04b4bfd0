import ts from 'typescript';

/**
 * The rules of `npm run check:launch`: what must be true of the app facts and
 * the App Store badges before the site goes live. Pure functions over the
 * files' text, so the tests can hand them any version of the files.
 */
export interface LaunchProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

export interface TextFile {
  /** As the owner sees it from the repository's root: `src/data/app.ts`. */
  readonly path: string;
  readonly text: string;
}

/** In each stand-in badge: `<!-- wordkeep:stand-in … -->`. Apple's artwork never contains it. */
export const STAND_IN_BADGE_MARKER = 'wordkeep:stand-in';

/** The badges `src/components/AppStoreBadge` shows: black on light pages, white on dark. */
export const BADGES = [
  {name: 'badge-black.svg', colour: 'black'},
  {name: 'badge-white.svg', colour: 'white'},
] as const;

export const BADGE_FOLDER = 'static/img/app-store';

const APPLE_BADGES = 'https://developer.apple.com/app-store/marketing/guidelines/';

/** How the report names each fact, in the owner's words. */
export const FACT_NAMES: Readonly<Record<string, string>> = {
  name: "App's name",
  appStoreId: 'App Store id',
  supportEmail: 'Support e-mail address',
  siteUrl: 'Website address',
  languages: 'Languages',
  priceModel: 'Price',
  minimumIos: 'Lowest iOS version',
  account: 'Account',
  'company.name': 'Company name',
  'company.postalAddress': 'Company postal address',
  'company.email': 'Company e-mail address',
  'company.governingLaw': 'Governing law',
  'memoryAids.writtenBy': 'Who writes the memory aids',
  'memoryAids.wordsLeaveThePhone': 'Whether words leave the iPhone',
  endorsements: 'Ratings, awards and press quotes',
};

/** Domains reserved for examples (RFC 2606, RFC 6761): never a real address. */
const EXAMPLE_DOMAIN =
  /(?:^|[@./])(?:example\.(?:com|net|org)|[a-z0-9-]+\.(?:example|test|invalid|localhost))(?:$|[/:])/i;

export function launchProblems({
  facts,
  badges,
  languages,
}: {
  facts: TextFile;
  badges: readonly TextFile[];
  languages: readonly BadgeLanguage[];
}): LaunchProblem[] {
  return [...factProblems(facts), ...badgeProblems(badges, languages)];
}

/** A `placeholder(…)` call in the facts file. */
export interface FactPlaceholder {
  /** The fact's path in the facts object, `company.name`; undefined for a call outside it. */
  readonly name: string | undefined;
  readonly line: number;
  /** Offsets of the call in the text, for tools that replace it. */
  readonly start: number;
  readonly end: number;
  readonly todo: string | undefined;
  readonly standIn: string | undefined;
}

export function findFactPlaceholders({path, text}: TextFile): FactPlaceholder[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const facts = factsObject(source);
  return placeholderCalls(source).map((call) => ({
    name: facts && factPath(call, facts),
    line: lineOf(source, call),
    start: call.getStart(source),
    end: call.getEnd(),
    todo: stringValue(call.arguments[0]),
    standIn: stringValue(call.arguments[1]),
  }));
}

/** Every `placeholder(…)` left in the facts file, and every filled-in fact that cannot be right. */
export function factProblems(file: TextFile): LaunchProblem[] {
  const {path, text} = file;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const facts = factsObject(source);
  if (!facts) {
    return [
      {
        file: path,
        line: 1,
        message:
          'The check cannot find the facts: the file must keep its `export const facts: AppFacts = {…}` with the values written in it.',
      },
    ];
  }
  const problems: LaunchProblem[] = findFactPlaceholders(file).map(({name, line, todo, standIn}) => ({
    file: path,
    line,
    message:
      `${name ? (FACT_NAMES[name] ?? name) : 'A fact'}: not filled in yet` +
      `${standIn ? ` (the site uses the stand-in ${standIn} meanwhile)` : ''}. ${todo ?? ''} ` +
      'Replace the whole placeholder(…) that starts on this line with the value.',
  }));
  visitFacts(facts, '', (name, value) => {
    for (const message of valueProblems(name, value)) problems.push({file: path, line: lineOf(source, value), message});
  });
  return problems.sort((a, b) => a.line - b.line);
}

function lineOf(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

/** A language the site is published in, as the badge check needs it (`src/i18n/locales.ts`). */
export interface BadgeLanguage {
  readonly code: string;
  /** The language named in English, for the owner: "German". */
  readonly name: string;
}

/** Where a language's badge lives: `static/img/app-store/<code>/badge-black.svg`. */
export function badgePath(language: BadgeLanguage, name: string): string {
  return `${BADGE_FOLDER}/${language.code}/${name}`;
}

/** The stand-in badges, and a badge that is missing, in every language the site is published in. */
export function badgeProblems(files: readonly TextFile[], languages: readonly BadgeLanguage[]): LaunchProblem[] {
  const problems: LaunchProblem[] = [];
  for (const language of languages) {
    for (const {name, colour} of BADGES) {
      const path = badgePath(language, name);
      const file = files.find((f) => f.path === path);
      const fetch =
        `download Apple's "Download on the App Store" badge from its App Store Marketing Guidelines (${APPLE_BADGES}, the section on the badge), ` +
        `in ${language.name}, and save the ${colour} one as ${path} (keep that name; the page shows it 44 px tall).`;
      if (!file) {
        problems.push({
          file: path,
          line: 1,
          message: `The ${colour} App Store badge in ${language.name} is missing: ${fetch}`,
        });
      } else if (file.text.includes(STAND_IN_BADGE_MARKER)) {
        const line = file.text.slice(0, file.text.indexOf(STAND_IN_BADGE_MARKER)).split('\n').length;
        problems.push({
          file: path,
          line,
          message: `The ${colour} App Store badge in ${language.name} is a stand-in drawn for this site, not Apple's artwork: ${fetch}`,
        });
      }
    }
  }
  return problems;
}

/** `file:line: message`, the one line a problem is printed as. */
export function formatLaunchProblem({file, line, message}: LaunchProblem): string {
  return `${file}:${line}: ${message}`;
}

/** The problem as a GitHub Actions error, shown on the run's summary and beside the file's line. */
export function githubAnnotation({file, line, message}: LaunchProblem): string {
  const data = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return `::error file=${property(file)},line=${line},title=${property('Not ready to launch')}::${data(message)}`;
}

function factsObject(source: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
  let found: ts.ObjectLiteralExpression | undefined;
  source.forEachChild(function visit(node) {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'facts' &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      found = node.initializer;
    }
    if (!found) node.forEachChild(visit);
  });
  return found;
}

function placeholderCalls(source: ts.SourceFile): ts.CallExpression[] {
  const calls: ts.CallExpression[] = [];
  source.forEachChild(function visit(node) {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'placeholder') {
      calls.push(node);
    }
    node.forEachChild(visit);
  });
  return calls;
}

/** `company.name` for a node inside the facts object; undefined outside it. */
function factPath(node: ts.Node, facts: ts.ObjectLiteralExpression): string | undefined {
  const names: string[] = [];
  for (let at: ts.Node = node; at !== facts; at = at.parent) {
    if (!at.parent) return undefined;
    if (ts.isPropertyAssignment(at)) names.unshift(propertyName(at));
  }
  return names.join('.');
}

function propertyName(property: ts.PropertyAssignment): string {
  const {name} = property;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText();
}

/** Each fact's value as written (`company.name` → its expression), without entering placeholders. */
function visitFacts(
  object: ts.ObjectLiteralExpression,
  prefix: string,
  each: (name: string, value: ts.Expression) => void,
) {
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property)) continue;
    const name = prefix + propertyName(property);
    const value = property.initializer;
    if (ts.isCallExpression(value)) continue;
    if (ts.isObjectLiteralExpression(value) && (name === 'company' || name === 'memoryAids'))
      visitFacts(value, `${name}.`, each);
    else each(name, value);
  }
}

function stringValue(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = stringValue(node.left);
    const right = stringValue(node.right);
    return left !== undefined && right !== undefined ? left + right : undefined;
  }
  if (ts.isParenthesizedExpression(node)) return stringValue(node.expression);
  return undefined;
}

/** What is wrong with a filled-in fact, as written; nothing for a value the check cannot read. */
function valueProblems(name: string, value: ts.Expression): string[] {
  const text = stringValue(value);
  const label = FACT_NAMES[name] ?? name;
  const problems: string[] = [];
  if (text !== undefined) {
    if (/^\s*\[.*\]\s*$/.test(text)) problems.push(`${label}: ${text} is a label, not the value: write the real one.`);
    else if (text.trim() === '') problems.push(`${label}: empty; write the real value.`);
    else if (EXAMPLE_DOMAIN.test(text))
      problems.push(`${label}: ${text} is an example address, which reaches nobody: write the real one.`);
  }
  switch (name) {
    case 'appStoreId':
      if (text !== undefined && !/^\d+$/.test(text))
        problems.push(
          `${label}: "${text}" is not an App Store id: write only its digits, as in apps.apple.com/app/id1234567890 (without "id").`,
        );
      break;
    case 'supportEmail':
    case 'company.email':
      if (text !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text))
        problems.push(`${label}: "${text}" is not a complete e-mail address.`);
      break;
    case 'siteUrl':
      if (text !== undefined && !/^https:\/\/[^/\s]+$/.test(text))
        problems.push(`${label} is "${text}": write https:// and the domain, with nothing after it (no / at the end).`);
      break;
    case 'minimumIos':
      if (text !== undefined && !/^\d+(\.\d+){0,2}$/.test(text))
        problems.push(`${label}: "${text}" is not a version number: write the number alone, like '17.0'.`);
      break;
    case 'languages':
      problems.push(...languageProblems(label, value));
      break;
    case 'priceModel':
      problems.push(...priceProblems(label, value));
      break;
    case 'account':
      if (text !== undefined && !['required', 'optional', 'none'].includes(text))
        problems.push(`${label}: "${text}" is not one of 'required', 'optional' or 'none'.`);
      break;
  }
  return problems;
}

function languageProblems(label: string, value: ts.Expression): string[] {
  if (!ts.isArrayLiteralExpression(value)) return [];
  if (value.elements.length === 0) return [`${label}: the list is empty; write at least one, like ['es'].`];
  return value.elements.flatMap((element) => {
    const tag = stringValue(element);
    if (tag === undefined) return [];
    try {
      Intl.getCanonicalLocales(tag);
      return [];
    } catch {
      return [`${label}: "${tag}" is not a language code; write codes like 'es', 'fr' or 'pt-BR' (BCP 47).`];
    }
  });
}

function priceProblems(label: string, value: ts.Expression): string[] {
  if (!ts.isObjectLiteralExpression(value)) return [];
  const field = (key: string) => {
    const property = value.properties.find(
      (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && propertyName(p) === key,
    );
    return property && stringValue(property.initializer);
  };
  const kind = field('kind');
  const kinds = ['free', 'inAppPurchases', 'subscription', 'paid'];
  if (kind === undefined || !kinds.includes(kind)) {
    return [`${label}: kind must be one of 'free', 'inAppPurchases', 'subscription' or 'paid'.`];
  }
  if (kind !== 'paid') return [];
  const problems: string[] = [];
  const amount = field('amount');
  const currency = field('currency');
  if (amount === undefined || !/^\d+(\.\d{1,2})?$/.test(amount)) {
    problems.push(`${label}: a paid app needs its amount in digits, like amount: '4.99'.`);
  }
  if (currency === undefined || !Intl.supportedValuesOf('currency').includes(currency)) {
    problems.push(`${label}: a paid app needs its currency as a three-letter code, like currency: 'USD' or 'EUR'.`);
  }
  return problems;
}
