/**
 * A cache never serves output of older generator code: changing a parser source in a copy of
 * the project (sharing node_modules and so its caches) makes the next build parse again and
 * print the new output; restoring it prints the old output again.
 */
import { execFile } from 'node:child_process';
import { appendFile, cp, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { CODE_SOURCES, codeIdentity } from '../../../cli/cache/code-identity.ts';
import { cleanFixtures, fixturesDir, projectRoot, tempDir } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

const exec = promisify(execFile);

describe('the content cache’s code identity', () => {
  it('changes with every kind of file that shapes output, and not with a rewrite that changes nothing', async () => {
    const copy = await tempDir('site-identity-files-');
    for (const source of CODE_SOURCES) await cp(join(projectRoot, source), join(copy, source), { recursive: true });
    const shaping = [
      ['the fast parser', 'cli/markdown/fast/emphasis.ts'],
      ['the parser', 'cli/markdown/parser.ts'],
      ['the table rows', 'cli/markdown/table-rows.ts'],
      ['the pipeline', 'cli/markdown/pipeline.ts'],
      ['a schema', 'cli/content/schema/fields.ts'],
      ['a template', 'templates/Footer.tsx'],
      ['a stylesheet', 'templates/styles/base.css'],
      ['the registry', 'templates/registry.ts'],
      ['a client file', 'client/hydrate.ts'],
      ['the CLI bundle options', 'bin/cli-bundle.js'],
      ['the package file', 'package.json'],
      ['the lockfile', 'package-lock.json'],
      ['the installed lockfile', 'node_modules/.package-lock.json'],
    ];
    let identity = codeIdentity(copy);
    for (const [what, file] of shaping) {
      const path = join(copy, file!);
      await writeFile(path, await readFile(path));
      expect(codeIdentity(copy), `${what} rewritten unchanged`).toBe(identity);
      await appendFile(path, file!.endsWith('.json') ? ' ' : '\n/* changed */\n');
      const changed = codeIdentity(copy);
      expect(changed, `${what} (${file}) changed`).not.toBe(identity);
      identity = changed;
    }
  });

  it('re-parses every document when the fast Markdown parser changes', async () => {
    const copy = join(await tempDir('site-identity-'), 'project');
    await mkdir(copy);
    for (const entry of ['bin', 'cli', 'client', 'templates', 'types', 'supabase', 'package.json', 'package-lock.json', 'tsconfig.json']) {
      await cp(join(projectRoot, entry), join(copy, entry), { recursive: true });
    }
    await symlink(join(projectRoot, 'node_modules'), join(copy, 'node_modules'));
    await cp(join(fixturesDir, 'basic-site'), join(copy, 'content'), { recursive: true });
    const article = join(copy, 'content', 'articles', 'alpha-guide.md');
    await writeFile(
      article,
      (await readFile(article, 'utf8')).replace(
        '## Why routing matters',
        '**Routing rules** decide who calls first.\n\n## Why routing matters',
      ),
    );
    const emphasis = join(copy, 'cli', 'markdown', 'fast', 'emphasis.ts');
    const source = await readFile(emphasis, 'utf8');
    const report = join(copy, 'report.json');
    let printed = '';
    const build = async () => {
      const args = ['build', '--out', join(copy, 'out'), '--json', report, '--explain'];
      printed = (await exec('node', [join(copy, 'bin', 'site.js'), ...args], { cwd: copy })).stdout;
      return readFile(join(copy, 'out', 'alpha-guide', 'index.html'), 'utf8');
    };
    const work = async () =>
      JSON.parse(await readFile(report, 'utf8')) as {
        routes: number;
        rendered: number;
        parsed: number;
        reasons: { rendered: Record<string, number>; parsed: Record<string, number> };
      };
    const before = await build();
    const strong = /<strong>([^<]+)<\/strong>/.exec(before)?.[1];
    expect(strong).toBeTruthy();
    const upperCasing = source.replace(
      '      items.splice(o + 1, c - o - 1, { kind: NODE, node });',
      "      for (const child of (node as { children: { type: string; value?: string }[] }).children) if (child.type === 'text') child.value = child.value!.toUpperCase();\n      items.splice(o + 1, c - o - 1, { kind: NODE, node });",
    );
    expect(upperCasing).not.toBe(source);
    await writeFile(emphasis, upperCasing);
    expect(await build()).toContain(`<strong>${strong!.toUpperCase()}</strong>`);
    // Every page rendered and every document parsed again, each for the code change (the --json report says so).
    const afterEdit = await work();
    expect(afterEdit.rendered).toBe(afterEdit.routes);
    expect(afterEdit.reasons.rendered).toEqual({ code: afterEdit.routes });
    expect(afterEdit.parsed).toBeGreaterThan(0);
    expect(afterEdit.reasons.parsed).toEqual({ code: afterEdit.parsed });
    // --explain prints the reason for each page and its Markdown.
    const code = 'the generator changed (parser, pipeline, templates, client, schemas, options or lockfile)';
    expect(printed).toContain(`  /alpha-guide  ${code}; Markdown parsed: ${code}\n`);
    await writeFile(emphasis, source);
    expect(await build()).toContain(`<strong>${strong}</strong>`);
  });
});
