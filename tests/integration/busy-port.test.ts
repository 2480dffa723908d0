/** A port another process holds is one usage line naming the port and --port (exit 2), for site preview and site dev alike. */
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../cli/main.ts';
import { captureOutput } from '../helpers/captured-output.ts';
import { cleanFixtures, fixtureRoot, projectRoot, tempDir } from '../helpers/fixtures.ts';

afterAll(cleanFixtures);

const output = captureOutput();

const site = (...args: string[]) => run(['node', 'site', ...args], { projectRoot });

describe('option checks', () => {
  it('a busy port is one line naming the port and --port', async () => {
    const blocker = createServer();
    await new Promise<void>((ready) => blocker.listen(0, '127.0.0.1', ready));
    const port = (blocker.address() as { port: number }).port;
    try {
      const out = await tempDir('site-opt-preview-');
      expect(await site('preview', '--out', out, '--port', String(port))).toBe(2);
      expect(output.stderr).toContain(`site: port ${port} is in use; pass --port with a free one`);
      output.stderr = '';
      expect(await site('dev', '--content', await fixtureRoot(), '--port', String(port))).toBe(2);
      expect(output.stderr).toContain(`site: port ${port} is in use; pass --port with a free one`);
      expect(output.stderr).not.toMatch(/\n\s+at /);
    } finally {
      blocker.close();
    }
  });
});
