/**
 * Which URLs a writer may put on a page, checked where the writer wrote them (inline or by
 * reference, link or image, Markdown, directive attribute or front matter). Links go to this
 * site (/route, #anchor), to a configured destination (links.<name>), or out over https:, mailto:
 * or tel:. Images are this site's own files under /assets/ (the Content-Security-Policy loads no
 * image from elsewhere). Anything else (data:, javascript:, protocol-relative //host, relative
 * paths, paths that climb out with ..) is refused. Whether an internal target exists is checked
 * later, against the routes and assets of the build (cli/links.ts).
 */

/**
 * Why `url` may not be a link target, or undefined when it may. `links.<name>` is checked by the
 * caller. `allowHttp` is for rendered pages, whose outbound URLs may come from site.yaml or a
 * `--config` overlay (a local staging endpoint); a writer's own links are https: only.
 */
export function linkUrlProblem(url: string, options: { allowHttp?: boolean } = {}): string | undefined {
  if (url.startsWith('#')) return /^#[\w-]+$/.test(url) ? undefined : 'is not a valid #anchor (letters, digits, dashes)';
  if (url.startsWith('/')) return sitePathProblem(url);
  if ((options.allowHttp ? /^https?:\/\/[^\s/?#]+/i : /^https:\/\/[^\s/?#]+/i).test(url))
    return /\s/.test(url) ? 'contains a space' : undefined;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(url)) return undefined;
  if (/^tel:\+?[\d\s().-]+$/i.test(url)) return undefined;
  return describeScheme(url);
}

/** Why `url` may not be an image source, or undefined when it may. */
export function imageUrlProblem(url: string): string | undefined {
  if (url.startsWith('/assets/')) return sitePathProblem(url);
  if (/^https?:\/\//i.test(url)) return 'is on another site; images must be files under content/assets/';
  if (url.startsWith('/') && !url.startsWith('//')) return 'is not under /assets/; images must be files under content/assets/';
  if (url.startsWith('//')) return sitePathProblem(url);
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? describeScheme(url) : 'is a relative path; write /assets/<file> from the site root';
}

/** Problems of a path on this site: protocol-relative, climbing out, backslashes, control characters. */
function sitePathProblem(url: string): string | undefined {
  if (url.startsWith('//')) return 'is protocol-relative (//host): it leads to another site; write https:// for an outbound link';
  const path = url.split(/[?#]/)[0]!;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'has a malformed %-escape';
  }
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.'))
    return 'climbs out of its folder with . or ..; write the path from the site root';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\\\s\u0000-\u001f]/.test(decoded)) return 'contains a backslash, a space or a control character';
  return undefined;
}

function describeScheme(url: string): string {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'http') return 'uses http:, which is not encrypted; use https://';
  if (scheme) return `uses the ${scheme}: scheme, which a page may not carry`;
  return 'is a relative path; write /route from the site root, #anchor, links.<name> or an https:// address';
}
