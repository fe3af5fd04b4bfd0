/**
 * The site's colour-mode rules, run as an inline `<head>` script before the
 * first paint (see `themeBootScript`). It must stay self-contained: no
 * imports, no closures over module scope, ES2017 syntax only, because its
 * source text is what ships.
 *
 * - Web pages: the stored `theme` if it is `light` or `dark`, else the system
 *   preference. Anything else in storage counts as nothing.
 * - `/mobile/<page>/<theme>`: `light` and `dark` force that theme; any other
 *   value follows the system, live. Storage is never read or written there.
 */
export type ColorMode = 'light' | 'dark';

export interface ThemeBootEnv {
  readonly pathname: string;
  readonly baseUrl: string;
  readonly storedTheme: () => string | null;
  readonly systemPrefersDark: () => boolean;
}

export interface ThemeDecision {
  /** Effective theme: the value of `data-theme`. */
  readonly theme: ColorMode;
  /** What Docusaurus reads as the visitor's choice: `data-theme-choice`. */
  readonly choice: ColorMode | 'system';
  /** True on the app's webview pages, which never touch storage. */
  readonly mobile: boolean;
}

export function decideTheme(env: ThemeBootEnv): ThemeDecision {
  const isMode = (value: unknown): value is ColorMode => value === 'light' || value === 'dark';
  const system: ColorMode = env.systemPrefersDark() ? 'dark' : 'light';
  const path = env.pathname.slice(env.baseUrl.length - 1);
  const mobile = /^\/mobile\/[^/]+\/[^/]+\/?$/.test(path);
  if (mobile) {
    const value = path.replace(/\/$/, '').split('/')[3];
    return isMode(value) ? {theme: value, choice: value, mobile} : {theme: system, choice: 'system', mobile};
  }
  let stored: string | null = null;
  try {
    stored = env.storedTheme();
  } catch {
    // Storage may be disabled or throw (privacy modes, sandboxed webviews).
  }
  return isMode(stored) ? {theme: stored, choice: stored, mobile} : {theme: system, choice: 'system', mobile};
}

/** Runs in the page. `decide` is `decideTheme`, passed in as source text. */
export function bootTheme(baseUrl: string, decide: typeof decideTheme): void {
  const root = document.documentElement;
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = (): ThemeDecision => {
    const decision = decide({
      pathname: window.location.pathname,
      baseUrl,
      storedTheme: () => window.localStorage.getItem('theme'),
      systemPrefersDark: () => media.matches,
    });
    root.setAttribute('data-theme', decision.theme);
    root.setAttribute('data-theme-choice', decision.choice);
    return decision;
  };
  const first = apply();
  // Docusaurus's own theme script runs after every head script and trusts any
  // stored value. Re-apply once, at the microtask checkpoint right after it,
  // which comes before the first paint.
  const observer = new MutationObserver(() => {
    observer.disconnect();
    apply();
  });
  observer.observe(root, {attributes: true, attributeFilter: ['data-theme']});
  document.addEventListener('DOMContentLoaded', () => observer.disconnect());
  if (first.mobile && first.choice === 'system') {
    // Mobile pages ship without the React runtime, so follow the system here.
    media.addEventListener('change', apply);
  }
}

/** The inline script for `headTags`. */
export function themeBootScript(baseUrl: string): string {
  return `(${bootTheme.toString()})(${JSON.stringify(baseUrl)},${decideTheme.toString()})`;
}
