/**
 * The two files Netlify and Cloudflare Pages read from a deploy, `_headers` and `_redirects`:
 * parse them into rules and answer which headers and which redirect apply to a URL path.
 * Lines a host would reject (no path, no `Name: value`, an unknown status, conditions we cannot
 * evaluate) are skipped, as a host skips them; nothing here throws on bad input.
 */

/** A path pattern: `*` matches any rest of the path (the splat), `:name` one path segment. */
export interface PathPattern {
  source: string;
  regex: RegExp;
}

/** One block of `_headers`: a path pattern and the headers it sets (`! Name` entries remove one). */
export interface HeaderRule {
  pattern: PathPattern;
  headers: readonly { name: string; value: string | undefined }[];
}

/** One rule of `_redirects`. */
export interface RedirectRule {
  pattern: PathPattern;
  to: string;
  status: number;
  /** `301!`: applies even when a file exists at the path (otherwise the file shadows the rule). */
  force: boolean;
}

/** Both files of a deploy, parsed. */
export interface CdnRules {
  headers: readonly HeaderRule[];
  redirects: readonly RedirectRule[];
}

/** A redirect to send: status and Location. */
export interface Redirect {
  status: number;
  location: string;
}

/** The redirect statuses both hosts send (200/404 rewrites and proxies are not emulated). */
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

const escapeRegex = (text: string) => text.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');

/** Compile a rule's path; undefined when it is no path (a host ignores such a rule). */
export function compilePattern(source: string, options: { optionalTrailingSlash?: boolean } = {}): PathPattern | undefined {
  if (!source.startsWith('/')) return undefined;
  const names = new Set<string>();
  let body = '';
  let last = 0;
  for (const match of source.matchAll(/\*|:([A-Za-z]\w*)/g)) {
    const name = match[1] ?? 'splat';
    if (names.has(name)) return undefined; // one splat, each placeholder once
    names.add(name);
    body += `${escapeRegex(source.slice(last, match.index))}(?<${name}>${match[1] ? '[^/]+' : '.*'})`;
    last = match.index + match[0].length;
  }
  body += escapeRegex(source.slice(last));
  // Netlify normalizes the trailing slash before matching redirects: /blog/ matches a /blog rule.
  const slash = options.optionalTrailingSlash && !source.endsWith('/') && !source.endsWith('*') ? '/?' : '';
  return { source, regex: new RegExp(`^${body}${slash}$`) };
}

/** Parse `_headers`: a path line, then indented `Name: value` lines (or `! Name` to remove one). */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: { pattern: PathPattern; headers: { name: string; value: string | undefined }[] }[] = [];
  let current: (typeof rules)[number] | undefined;
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = compilePattern(trimmed);
      current = pattern ? { pattern, headers: [] } : undefined; // headers under a bad path go nowhere
      if (current) rules.push(current);
      continue;
    }
    const detach = /^!\s*([\w-]+)$/.exec(trimmed);
    const header = /^([\w-]+)\s*:\s*(.*)$/.exec(trimmed);
    if (detach) current?.headers.push({ name: detach[1]!, value: undefined });
    else if (header && header[2] !== '') current?.headers.push({ name: header[1]!, value: header[2]! });
  }
  return rules;
}

/** Parse `_redirects`: `from  to  [status][!]` per line; `#` comments and blank lines allowed. */
export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    const fields = line.trim().split(/\s+/);
    const comment = fields.findIndex((field) => field.startsWith('#')); // whole-line or trailing
    const [from = '', to, code = '301', ...conditions] = comment < 0 ? fields : fields.slice(0, comment);
    if (from === '' || !to) continue;
    // Query matches (`/store id=:id /blog/:id`) and conditions (Country=, Language=, Role=, Cookie=) are not emulated.
    if (conditions.length > 0 || (to.includes('=') && !/^(\/|https?:\/\/)/.test(to))) continue;
    const status = /^(\d{3})(!?)$/.exec(code);
    const pattern = compilePattern(from, { optionalTrailingSlash: true });
    if (!status || !pattern || !redirectStatuses.has(Number(status[1]))) continue;
    rules.push({ pattern, to, status: Number(status[1]), force: status[2] === '!' });
  }
  return rules;
}

/** The headers `_headers` gives a URL path: every matching block, in file order; repeated names are joined with ", ". */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const merged = new Map<string, { name: string; value: string }>();
  for (const rule of rules) {
    if (!rule.pattern.regex.test(path)) continue;
    for (const { name, value } of rule.headers) {
      const key = name.toLowerCase();
      const earlier = merged.get(key);
      if (value === undefined) merged.delete(key);
      else merged.set(key, earlier ? { name: earlier.name, value: `${earlier.value}, ${value}` } : { name, value });
    }
  }
  return Object.fromEntries([...merged.values()].map(({ name, value }) => [name, value]));
}

/** Put the request's query string on a target (before its #fragment, after any query of its own). */
function withQuery(target: string, search: string): string {
  if (search === '' || search === '?') return target;
  const hash = target.indexOf('#');
  const [base, fragment] = hash < 0 ? [target, ''] : [target.slice(0, hash), target.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${search.replace(/^\?/, '')}${fragment}`;
}

/**
 * The redirect for a URL path: the first matching rule, with `:splat` and `:name` placeholders
 * of its target filled in and the request's query string kept. A rule that is not forced is
 * shadowed when a file exists at the path (`fileExists`), as on Netlify.
 */
export function redirectFor(rules: readonly RedirectRule[], path: string, search: string, fileExists: boolean): Redirect | undefined {
  for (const rule of rules) {
    if (fileExists && !rule.force) continue;
    const match = rule.pattern.regex.exec(path);
    if (!match) continue;
    const groups = match.groups ?? {};
    const target = rule.to.replace(/:([A-Za-z]\w*)/g, (placeholder, name: string) => groups[name] ?? placeholder);
    return { status: rule.status, location: withQuery(target, search) };
  }
  return undefined;
}
