/** site dev serves /assets/ files under the policy out/_headers gives them, so an asset opened as a page cannot script the origin. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { DevEngine } from '../../../cli/dev/dev-engine.ts';
import { createRequestHandler, type DevRequestContext } from '../../../cli/dev/request-handler.ts';
import { loadConfig } from '../../../cli/content/config.ts';
import { ASSET_CSP } from '../../../cli/output/deploy.ts';

/** Answer one GET from a dev handler over `files`, returning its status and headers. */
async function get(path: string, files: Record<string, string>) {
  const { config } = await loadConfig({ contentDir: 'content' });
  const builder = { files: new Map(Object.entries(files)), config: () => config, errors: () => [] } as unknown as DevEngine;
  const context = { url: 'http://127.0.0.1:4321', builder, inbox: { handle: async () => false } } as unknown as DevRequestContext;
  let status = 0;
  let headers: Record<string, string> = {};
  const res = {
    headersSent: false,
    writeHead: (code: number, given: Record<string, string>) => {
      status = code;
      headers = given;
    },
    end: () => {},
  } as unknown as ServerResponse;
  await createRequestHandler(context)({ url: path, method: 'GET' } as IncomingMessage, res);
  return { status, policies: (headers['Content-Security-Policy'] ?? '').split(', ') };
}

describe('site dev security headers', () => {
  it('joins the assets policy to the page policy for a file under /assets/', async () => {
    const { status, policies } = await get('/assets/pic.svg', { 'assets/pic.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    expect(status).toBe(200);
    expect(policies).toHaveLength(2);
    expect(policies[0]).toContain("script-src 'self'");
    expect(policies[1]).toBe(ASSET_CSP);
  });

  it('gives a page only the page policy', async () => {
    const { status, policies } = await get('/', { 'index.html': '<!doctype html><html><body></body></html>' });
    expect(status).toBe(200);
    expect(policies).toHaveLength(1);
    expect(policies[0]).not.toContain('sandbox');
  });
});
