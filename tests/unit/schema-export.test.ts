/** `site schema`: the committed JSON Schemas are what the zod schemas generate today. */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeSchemas } from '../../cli/content/schema-export.ts';
import { projectRoot } from '../helpers/fixtures.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('site schema', () => {
  it('generates the committed schemas (run `npx site schema` after changing cli/content/schema.ts)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'site-schema-'));
    dirs.push(dir);
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      await writeSchemas({ dir: join(dir, 'schemas'), contentDir: join(projectRoot, 'content') });
    } finally {
      process.chdir(cwd);
    }
    const committed = join(projectRoot, 'schemas');
    const names = (await readdir(committed)).sort();
    expect((await readdir(join(dir, 'schemas'))).sort()).toEqual(names);
    for (const name of names)
      expect(await readFile(join(dir, 'schemas', name), 'utf8'), name).toBe(await readFile(join(committed, name), 'utf8'));
    const article = JSON.parse(await readFile(join(committed, 'article.schema.json'), 'utf8')) as {
      properties: { category: { enum: string[] } };
      additionalProperties: boolean;
    };
    expect(article.properties.category.enum).toContain('Lead Management');
    expect(article.additionalProperties).toBe(false);
  });
});
