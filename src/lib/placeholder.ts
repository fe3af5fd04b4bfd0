/**
 * How `src/data/app.ts` marks a fact that nobody has given yet: the site keeps building and shows a bracketed label
 * such as "[Company name]", never an invented value, and `npm run check:launch` stops a production deploy.
 */

const PLACEHOLDER = Symbol('placeholder');

export interface Placeholder<T> {
  readonly [PLACEHOLDER]: true;
  /** What the owner must fill in, in plain words (printed by `npm run check:launch`). */
  readonly todo: string;
  /** A value that only keeps the site working until then (a link's address), or none. */
  readonly standIn: T | undefined;
}

/** A placeholder whose stand-in the site uses where it needs a working value. */
export interface PlaceholderWithStandIn<T> extends Placeholder<T> {
  readonly standIn: T;
}

/** A fact as the owner gives it, or a placeholder until they do. */
export type Fact<T> = T | Placeholder<T>;

/** A fact the site needs a working value for before launch (a link, an address). */
export type WorkingFact<T> = T | PlaceholderWithStandIn<T>;

/** `placeholder('What to fill in', standIn?)`: the stand-in is used where the site needs a working value (a link). */
export function placeholder<T>(todo: string): Placeholder<T>;
export function placeholder<T>(todo: string, standIn: T): PlaceholderWithStandIn<T>;
export function placeholder<T>(todo: string, standIn?: T): Placeholder<T> {
  return {[PLACEHOLDER]: true, todo, standIn};
}

export function isPlaceholder<T>(fact: Fact<T>): fact is Placeholder<T> {
  return typeof fact === 'object' && fact !== null && PLACEHOLDER in fact;
}

/** The fact when it is known; undefined while it is a placeholder. */
export function known<T>(fact: Fact<T>): T | undefined {
  return isPlaceholder(fact) ? undefined : fact;
}

/** The value the site works with: the fact, or its stand-in until it is given. */
export function working<T>(fact: WorkingFact<T>): T {
  return isPlaceholder(fact) ? fact.standIn : fact;
}
