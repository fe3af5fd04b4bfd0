/** Stand-in for `@docusaurus/Translate` in Node: the default (English) message. */
export function translate(
  {message}: {message: string; id?: string; description?: string},
  values: Record<string, string | number> = {},
): string {
  return message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}
