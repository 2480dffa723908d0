/**
 * `site dev` under real editing: a request during the first build waits for it, and a storm of
 * 200 random file operations (add, delete, rename, edit, broken and fixed files, site.yaml and
 * data edits) within a few seconds never crashes the server; when it ends, the last state saved
 * is what is served, and a save made right after another is built too. It also sends the
 * production security headers.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDev, type DevServer } from '../../cli/dev/server.ts';
import { cleanFixtures, fixtureRoot, projectRoot } from '../helpers/fixtures.ts';
import { httpRequest } from '../helpers/http-request.ts';

let stderr = '';
beforeEach(() => {
  stderr = '';
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    stderr += String(chunk);
    return true;
  });
});
afterEach(() => vi.restoreAllMocks());
afterAll(cleanFixtures);

/** A port that was free a moment ago. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as { port: number };
  await new Promise((closed) => server.close(closed));
  return port;
}

/** Deterministic pseudo-random numbers (mulberry32), so a failing storm can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whether a TCP connection to the port is accepted now. */
function accepts(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      answer(true);
    });
    socket.once('error', () => answer(false));
  });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function waitFor(check: () => Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe('site dev under real editing', () => {
  let dev: DevServer | undefined;
  afterEach(async () => {
    await dev?.close();
    dev = undefined;
  });

  it('answers a request that arrives during the first build, with the page and the security headers', async () => {
    const root = await fixtureRoot();
    const port = await freePort();
    let started = false;
    const starting = startDev({ contentDir: root, port, dataDir: 'memory', projectRoot, log: () => {} }).then((d) => {
      started = true;
      return d;
    });
    // Right after the port opens, as `curl` would (the database and the first build take seconds).
    await waitFor(() => accepts(port), 'the port to open');
    const duringStart = !started;
    const reply = await httpRequest(`http://127.0.0.1:${port}/`);
    dev = await starting;
    expect(duringStart).toBe(true);
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('<h1');
    expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
    expect(reply.headers['content-security-policy']).toContain(`form-action ${dev.url}/__inbox/`);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('closes the server, watcher and database cleanly on SIGTERM and SIGINT', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const root = await fixtureRoot();
      const port = await freePort();
      const child = spawn('node', [join(projectRoot, 'bin', 'site.js'), 'dev', '--content', root, '--port', String(port)], { cwd: root });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await waitFor(async () => output.includes('site dev: serving'), 'site dev to start', 150_000);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
      const exited = new Promise<number | null>((done) => child.once('exit', done));
      child.kill(signal);
      expect(await exited).toBe(0);
      expect(output).toContain('site dev: stopping');
      expect(output).not.toMatch(/\n\s+at /);
      await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    }
  }, 400_000);

  it('survives 200 random file operations within seconds and then serves the last state saved', async () => {
    const root = await fixtureRoot();
    const logs: string[] = [];
    dev = await startDev({ contentDir: root, port: 0, dataDir: 'memory', projectRoot, log: (m) => logs.push(m) });
    const originals = new Map<string, string>();
    for (const dir of ['articles', 'pages', 'data']) {
      for (const name of await readdir(join(root, dir))) originals.set(join(dir, name), await readFile(join(root, dir, name), 'utf8'));
    }
    originals.set('site.yaml', await readFile(join(root, 'site.yaml'), 'utf8'));
    const beta = originals.get('articles/beta-guide.md')!;
    const extra = (n: number) =>
      beta.replace('id: 2', `id: ${100 + n}`).replace('title: Beta guide to follow-up speed', `title: Storm guide number ${n}`);
    const next = random(14);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const files = [...originals.keys()];
    let made: string[] = [];
    const operations: (() => Promise<unknown>)[] = [
      async () => {
        const name = `articles/storm-${Math.floor(next() * 6)}.md`;
        made.push(name);
        await writeFile(join(root, name), extra(made.length));
      },
      async () => made.length > 0 && rm(join(root, made.splice(Math.floor(next() * made.length), 1)[0]!), { force: true }),
      async () => {
        if (made.length === 0) return;
        const from = made.pop()!;
        const to = `articles/renamed-${Math.floor(next() * 6)}.md`;
        made.push(to);
        await rename(join(root, from), join(root, to)).catch(() => {});
      },
      async () => {
        const file = pick(files);
        await writeFile(join(root, file), `${originals.get(file)!}\n`);
      },
      async () =>
        writeFile(join(root, 'articles/alpha-guide.md'), originals.get('articles/alpha-guide.md')!.replace('---\n', '---\nbroken: [\n')),
      async () => {
        const file = pick(files.filter((f) => f.startsWith('data/') || f.startsWith('articles/')));
        await rm(join(root, file), { force: true });
        await sleep(next() * 5);
        await writeFile(join(root, file), originals.get(file)!);
      },
      async () =>
        writeFile(
          join(root, 'site.yaml'),
          originals.get('site.yaml')!.replace('- Sales Operations', next() < 0.5 ? '- Sales Ops' : '- Sales Operations'),
        ),
    ];
    const page = async (path: string) => {
      const r = await fetch(`${dev!.url}${path}`);
      return { status: r.status, html: await r.text() };
    };
    // Every tenth operation, the home page (never deleted) still answers: the last good build or the new one.
    const answers: number[] = [];
    for (let i = 0; i < 200; i++) {
      await pick(operations)();
      if (i % 10 === 9) answers.push((await page('/')).status);
      await sleep(next() * 20);
    }
    expect(answers).toEqual(Array(20).fill(200));
    // The last state saved: the original site, plus one edit the page must show.
    for (const name of made) await rm(join(root, name), { force: true });
    made = [];
    for (const [file, text] of originals) await writeFile(join(root, file), text);
    await sleep(100);
    const marker = 'Routing rules decide who calls first.';
    await writeFile(join(root, 'articles/alpha-guide.md'), originals.get('articles/alpha-guide.md')!.replace('## ', `${marker}\n\n## `));
    await waitFor(
      async () => (await page('/alpha-guide')).html.includes(marker) && dev!.builder.errors().length === 0,
      'the last edit to be served',
    );
    expect((await page('/')).status).toBe(200);
    expect((await page('/beta-guide')).status).toBe(200);
    for (let n = 0; n < 6; n++) expect((await page(`/storm-${n}`)).status).toBe(404);
    const output = `${logs.join('\n')}\n${stderr}`;
    expect(output).not.toMatch(/crashed|internal error|ENOENT|\n\s+at /);
  });

  it('builds a second save made right after the first one was built (the watcher does not report it)', async () => {
    const root = await fixtureRoot();
    dev = await startDev({ contentDir: root, port: 0, dataDir: 'memory', projectRoot, log: () => {} });
    const file = join(root, 'articles/alpha-guide.md');
    const original = await readFile(file, 'utf8');
    const html = async () => (await fetch(`${dev!.url}/alpha-guide`)).text();
    // Each round: a save, its build, then at once a second save, inside the 50 ms after the first
    // was reported, when chokidar reports no second change of the same file.
    for (let round = 0; round < 3; round++) {
      const first = `First save of round ${round}.`;
      const second = `Second save of round ${round}.`;
      const built = dev.nextBuild();
      await writeFile(file, original.replace('## ', `${first}\n\n## `));
      await built;
      await writeFile(file, original.replace('## ', `${second}\n\n## `));
      await waitFor(async () => (await html()).includes(second), `the second save of round ${round} to be served`, 3000);
    }
  });
});
