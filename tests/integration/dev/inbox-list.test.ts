/** /__inbox on a real server: a page of the list (?page=N), one entry in full (?entry=ID), every entry as JSON (?json). */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInbox, type Inbox } from '../../../cli/dev/inbox.ts';
import { originPolicy } from '../../../cli/serve/origin-guard.ts';
import { httpRequest } from '../../helpers/http-request.ts';

const endpoints = {
  scorecardForm: 'https://go.example.com/s',
  leadCaptureForm: 'https://go.example.com/l',
  demoForm: 'https://go.example.com/d',
  briefingForm: 'https://go.example.com/b',
  trackingPixel: 'https://go.example.com/t.gif',
};

let inbox: Inbox;
let url: string;
let server: Server;

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const port = (server.address() as AddressInfo).port;
  inbox = createInbox({ endpoints }, { site: originPolicy('127.0.0.1', port) });
  server.on('request', (req, res) => void inbox.handle(req, res).then((handled) => handled || res.writeHead(404).end()));
  url = `http://127.0.0.1:${port}`;
  for (let index = 1; index <= 30; index++) {
    const body = new URLSearchParams({ fname: `Visitor ${index}`, challenge: `${'x'.repeat(3000)}end ${index}` }).toString();
    await httpRequest(`${url}/__inbox/leadCaptureForm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
  }
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const headings = (html: string) => [...html.matchAll(/<h2>#(\d+) /g)].map((match) => Number(match[1]));

describe('/__inbox', () => {
  it('lists the newest 25 on the first page and the rest on ?page=2', async () => {
    const first = await httpRequest(`${url}/__inbox`);
    expect(first.status).toBe(200);
    expect(headings(first.text)).toEqual(Array.from({ length: 25 }, (_, index) => 30 - index));
    expect(first.text).toContain('Page 1 of 2');
    expect(first.text).not.toContain('end 30');
    const second = await httpRequest(`${url}/__inbox?page=2`);
    expect(headings(second.text)).toEqual([5, 4, 3, 2, 1]);
  });

  it('shows one entry in full at ?entry=ID, and 404 for one it does not hold', async () => {
    const whole = await httpRequest(`${url}/__inbox?entry=30`);
    expect(whole.status).toBe(200);
    expect(whole.text).toContain(`${'x'.repeat(3000)}end 30`);
    const gone = await httpRequest(`${url}/__inbox?entry=9999`);
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('No entry #9999');
  });

  it('still gives every entry as JSON', async () => {
    expect((JSON.parse((await httpRequest(`${url}/__inbox?json`)).text) as unknown[]).length).toBe(inbox.entries.length);
  });
});
