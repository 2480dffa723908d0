import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Server } from 'node:http';
import { startStaticServer } from '../../cli/serve/static.ts';
import { cleanFixtures, tempDir } from '../helpers/fixtures.ts';

interface Reply { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

function get(url: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });
}

const page = '<!doctype html><title>Pricing</title>' + '<p>Marketing operations</p>'.repeat(200);
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
let server: Server;
let url: string;

beforeAll(async () => {
  const root = await tempDir('site-static-');
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'pricing.html'), page);
  await writeFile(join(root, '404.html'), '<!doctype html><title>Not found</title>');
  await writeFile(join(root, 'assets', 'logo.png'), png);
  ({ server, url } = await startStaticServer(root));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await cleanFixtures();
});

describe('static server', () => {
  it('gzips HTML for a client that accepts gzip, like a CDN', async () => {
    const reply = await get(`${url}/pricing`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(reply.body.length).toBeLessThan(page.length / 10);
    expect(gunzipSync(reply.body).toString()).toBe(page);
  });

  it('sends the file as it is to a client that does not accept gzip', async () => {
    const reply = await get(`${url}/pricing`);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['content-length']).toBe(String(page.length));
    expect(reply.body.toString()).toBe(page);
  });

  it('never compresses images that are compressed already', async () => {
    const reply = await get(`${url}/assets/logo.png`, { 'Accept-Encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.equals(png)).toBe(true);
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    const reply = await get(`${url}/no-such-page`, { 'Accept-Encoding': 'gzip' });
    expect(reply.status).toBe(404);
    expect(gunzipSync(reply.body).toString()).toContain('Not found');
  });
});
