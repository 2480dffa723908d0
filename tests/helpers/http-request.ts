/** One HTTP request with full control of its headers (Host, Origin, Sec-Fetch-Site), as curl would send it. */
import { request } from 'node:http';

/** A response: status, headers and the raw body. */
export interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

/** Send one request to `url` (any header may be set, Host included) and read the whole answer. */
export function httpRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? (options.body === undefined ? 'GET' : 'POST'), headers: options.headers ?? {}, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
