/**
 * A static file server for out/ that answers the way the CDN hosts in the README (Netlify,
 * Cloudflare Pages) do: /path serves path.html or path/index.html; out/_headers sets the headers
 * of every response whose path it names; out/_redirects redirects (a rule that is not forced
 * only when no file exists at the path); unknown paths get 404.html with status 404; the deploy
 * files themselves and dot-files are never served; text files are gzip-compressed for clients
 * that accept it (so `npm run audit` measures the bytes a visitor would download), each version
 * of a file once (gzip-cache.ts), as a CDN serves pre-compressed bytes. startStaticServer answers
 * only its own Host (origin-guard.ts). Used by `site preview`, the browser tests, the screenshots
 * and the audit.
 */
import { createReadStream } from 'node:fs';
import { createGzip } from 'node:zlib';
import { realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { isWithin, realPath } from '../files/real-paths.ts';
import { headersFor, redirectFor } from './cdn-rules.ts';
import { createGzipCache } from './gzip-cache.ts';
import { listen } from './listen.ts';
import { originPolicy, refuseForeignHost, urlHost } from './origin-guard.ts';
import { cdnRuleFiles, readCdnRules } from './read-cdn-rules.ts';

/** Content types by extension. */
export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
};

/** Text formats worth compressing (images other than SVG, PDFs and fonts already are). */
function compressible(type: string): boolean {
  return /^text\/|^image\/svg|^application\/(json|xml)/.test(type);
}

/** A path no CDN host serves: its deploy files, and dot-files and dot-folders other than .well-known. */
function hidden(safePath: string): boolean {
  const segments = safePath.split(sep).filter((s) => s !== '');
  if (segments.length === 1 && (cdnRuleFiles as readonly string[]).includes(segments[0]!.toLowerCase())) return true;
  return segments.some((s) => s.startsWith('.') && s !== '.well-known');
}

/** Find the file for a URL path inside root, or undefined. */
export async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  let path: string;
  try {
    path = decodeURIComponent(urlPath.split('?')[0]!);
  } catch {
    return undefined;
  }
  const safe = normalize(path).replace(/^(\.\.(\/|\\|$))+/, '');
  if (safe.split(sep).includes('..') || hidden(safe)) return undefined;
  const base = join(root, safe);
  const candidates = safe.endsWith('/')
    ? [join(base, 'index.html')]
    : extname(safe)
      ? [base]
      : [`${base}.html`, join(base, 'index.html'), base];
  for (const candidate of candidates) {
    try {
      // A file reached through a symbolic link that leaves root (out/leak.txt -> /etc/passwd) is not served.
      if ((await stat(candidate)).isFile()) return isWithin(await realpath(candidate), realRoot(root)) ? candidate : undefined;
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}

const realRoots = new Map<string, string>();
/** The real path of a served folder, resolved once. */
function realRoot(root: string): string {
  let real = realRoots.get(root);
  if (real === undefined) realRoots.set(root, (real = realPath(root)));
  return real;
}

/** Gzipped files of every server in this process, keyed by path and version. */
const gzipped = createGzipCache();

/** Send a file (gzipped for a client that accepts it) with its status and headers. */
async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  status: number,
  headers: Record<string, string>,
): Promise<void> {
  const info = await stat(file);
  const type = contentTypes[extname(file)] ?? 'application/octet-stream';
  const gzip = compressible(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const cached = gzip && gzipped.accepts(info) ? await gzipped.get(file, info) : undefined;
  const length = cached ? { 'Content-Length': cached.length } : gzip ? {} : { 'Content-Length': info.size };
  const encoding = gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {};
  res.writeHead(status, { 'Content-Type': type, ...encoding, ...length, 'Cache-Control': 'no-cache', ...headers });
  if (req.method === 'HEAD') res.end();
  else if (cached) res.end(cached);
  else if (gzip) createReadStream(file).pipe(createGzip()).pipe(res);
  else createReadStream(file).pipe(res);
}

/**
 * Serve one request from root (exported for servers that answer some paths themselves, like the
 * lead-capture tests' inbox). `headers` are sent on every response and win over out/_headers.
 * Redirect responses carry `Location` and `Cache-Control: no-cache`, not the _headers headers.
 */
export async function serveStatic(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  headers: Record<string, string> = {},
): Promise<void> {
  // Prefixing an origin (rather than passing a base) keeps `//x` a path, never a host.
  const url = new URL(`http://localhost${req.url?.startsWith('/') ? req.url : '/'}`);
  const [rules, file] = await Promise.all([readCdnRules(root), resolveFile(root, url.pathname)]);
  // A rule that is not forced yields to a file at the path itself or its folder's index.html, not
  // to one found by adding .html: so /Marketing-AirCover answers the configured 301 (its redirect
  // page, Marketing-AirCover.html, is for hosts that do not read _redirects).
  const viaHtmlExtension = !!file?.endsWith('.html') && !file.endsWith(`${sep}index.html`) && !url.pathname.endsWith('.html');
  const redirect = redirectFor(rules.redirects, url.pathname, url.search, file !== undefined && !viaHtmlExtension);
  if (redirect) {
    res.writeHead(redirect.status, {
      Location: redirect.location,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : `Redirecting to ${redirect.location}\n`);
    return;
  }
  const responseHeaders = { ...headersFor(rules.headers, url.pathname), ...headers };
  try {
    await sendFile(req, res, file ?? join(root, '404.html'), file ? 200 : 404, responseHeaders);
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...responseHeaders });
    res.end('Not found');
  }
}

/** Options of startStaticServer. */
export interface StaticServerOptions {
  /** 0 = any free port. */
  port?: number;
  host?: string;
}

/** Defaults of startStaticServer. */
export const staticServerDefaults = { port: 0, host: '127.0.0.1' };

/** Start a static server on host:port. Resolves with the server and its URL. */
export async function startStaticServer(root: string, options: StaticServerOptions = {}): Promise<{ server: Server; url: string }> {
  const port = options.port ?? staticServerDefaults.port;
  const host = options.host ?? staticServerDefaults.host;
  const server = createServer();
  await listen(server, port, host);
  const address = server.address() as AddressInfo;
  // Only requests naming this server are answered (421 otherwise), as with site dev.
  const policy = originPolicy(host, address.port);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!refuseForeignHost(policy, req, res)) void serveStatic(root, req, res);
  });
  return { server, url: `http://${urlHost(host)}:${address.port}` };
}
