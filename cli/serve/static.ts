/**
 * A static file server for out/ that resolves routes the way CDN hosts do: /path serves
 * path.html or path/index.html; unknown paths get 404.html with status 404; text files are
 * gzip-compressed for clients that accept it, as every CDN does (so `npm run audit` measures
 * the bytes a visitor would download). Used by `site preview`, `site dev`, the browser tests
 * and the audit.
 */
import { createReadStream } from 'node:fs';
import { createGzip } from 'node:zlib';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

/** Content types by extension. */
export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
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

/** Find the file for a URL path inside root, or undefined. */
export async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  let path: string;
  try {
    path = decodeURIComponent(urlPath.split('?')[0]!);
  } catch {
    return undefined;
  }
  const safe = normalize(path).replace(/^(\.\.(\/|\\|$))+/, '');
  if (safe.split(sep).includes('..')) return undefined;
  const base = join(root, safe);
  const candidates = safe.endsWith('/') ? [join(base, 'index.html')] : extname(safe) ? [base] : [`${base}.html`, join(base, 'index.html'), base];
  for (const candidate of candidates) {
    try {
      if ((await stat(candidate)).isFile()) return candidate;
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}

/** Serve one request from root (exported so the dev server can fall back to it). */
export async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse, headers: Record<string, string> = {}): Promise<void> {
  const file = await resolveFile(root, req.url ?? '/');
  const target = file ?? join(root, '404.html');
  const status = file ? 200 : 404;
  try {
    const info = await stat(target);
    const type = contentTypes[extname(target)] ?? 'application/octet-stream';
    const gzip = compressible(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : { 'Content-Length': info.size };
    res.writeHead(status, { 'Content-Type': type, ...body, 'Cache-Control': 'no-cache', ...headers });
    if (req.method === 'HEAD') res.end();
    else if (gzip) createReadStream(target).pipe(createGzip()).pipe(res);
    else createReadStream(target).pipe(res);
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  }
}

/** Start a static server on host:port (0 = any free port). Resolves with the server and its URL. */
export async function startStaticServer(root: string, options: { port?: number; host?: string } = {}): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => void serveStatic(root, req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://${options.host ?? '127.0.0.1'}:${port}` };
}
