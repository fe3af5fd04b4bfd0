import {runInNewContext} from 'node:vm';
import {Parser} from 'acorn';
import {browserScript} from '../../../plugins/browserScript';

/** The shipped text of a browser script, checked to be plain ES5 (acorn throws otherwise). */
export function es5Script(file: string): string {
  const source = browserScript(file);
  Parser.parse(source, {ecmaVersion: 5, sourceType: 'script'});
  return source;
}

/** A `<html>` element's attributes, as the scripts read and write them. */
export class FakeRoot {
  readonly attributes = new Map<string, string>();
  readonly style: Record<string, string> = {};
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, String(value));
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
}

/** Runs a script file's text in a fresh context whose globals are `globals` (as `window` too). */
export function run(source: string, globals: Record<string, unknown>): void {
  const context: Record<string, unknown> = {...globals};
  context.window = context;
  runInNewContext(source, context);
}
