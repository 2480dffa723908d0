/** Reading a request body with a cap, for the local inbox and data API: a body over the cap is refused whole, never cut. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The most bytes the local inbox and data API accept in one request body (64 kB). */
export const maxBodyBytes = 64 * 1024;

/** What a client is told when its body is over the cap. */
export const bodyTooLargeMessage = `Request body too large: the local servers of site dev accept at most ${maxBodyBytes / 1024} kB (${maxBodyBytes} bytes) per request, and nothing of this one was stored.`;

/**
 * The body of a request, or undefined when it is longer than `limit` bytes. Past the limit the
 * rest is read and dropped (memory stays bounded) so the client can still read the answer.
 */
export function readCappedBody(req: IncomingMessage, limit = maxBodyBytes): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const tooLarge = () => {
      size = limit + 1;
      chunks.length = 0;
      req.resume();
      resolve(undefined);
    };
    if (Number(req.headers['content-length']) > limit) {
      req.on('error', () => {});
      return tooLarge();
    }
    req.on('data', (chunk: Buffer) => {
      if (size > limit) return;
      size += chunk.length;
      if (size > limit) tooLarge();
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Answer 413 with `bodyTooLargeMessage` as plain text. */
export function sendBodyTooLarge(res: ServerResponse, headers: Record<string, string> = {}): void {
  res.writeHead(413, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(`${bodyTooLargeMessage}\n`);
}
