/**
 * The content root is a boundary: a symbolic link that leaves it, a link to a folder and a broken
 * link are content errors naming the link and its target, and nothing they point at is published.
 * A link to a file inside the root is followed.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, symlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { collectAssets } from '../../../cli/assets/content-assets.ts';
import { noImageCache } from '../../../cli/cache/image-cache.ts';
import type { LoadedContent } from '../../../cli/content/load.ts';
import { socialImagesFor } from '../../../cli/engine/site-data.ts';
import { buildInMemory, cleanFixtures, editFile, fixtureRoot, projectRoot, tempDir } from '../../helpers/fixtures.ts';

afterAll(cleanFixtures);

const messages = (errors: { file: string; message: string }[], root: string) =>
  errors.map((e) => `${e.file.slice(root.length + 1)}  ${e.message}`);

describe('the content root boundary', () => {
  it('refuses a link in assets/ to a file outside the root, and a link to a folder', async () => {
    const root = await fixtureRoot();
    await symlink('/etc/passwd', join(root, 'assets', 'passwd.txt'));
    await symlink('/etc', join(root, 'assets', 'etc'));
    const { errors, result } = await buildInMemory(root);
    expect(result).toBeUndefined();
    expect(messages(errors, root)).toEqual([
      `assets/etc  symbolic link to the folder /etc; links to folders are not followed`,
      `assets/passwd.txt  symbolic link to /etc/passwd, which is outside the content root ${root}; the build reads only files inside it`,
    ]);
  });

  it('refuses a symlinked Markdown file that leaves the root, a broken link, and a site.yaml elsewhere', async () => {
    const root = await fixtureRoot();
    const elsewhere = await tempDir('site-elsewhere-');
    await writeFile(join(elsewhere, 'secret.md'), '---\ntitle: x\n---\nsecret\n');
    await symlink(join(elsewhere, 'secret.md'), join(root, 'articles', 'secret.md'));
    await symlink(join(root, 'nowhere.yaml'), join(root, 'data', 'labels-old.yaml'));
    const { errors } = await buildInMemory(root);
    expect(messages(errors, root)).toEqual(
      expect.arrayContaining([
        `articles/secret.md  symbolic link to ${join(elsewhere, 'secret.md')}, which is outside the content root ${root}; the build reads only files inside it`,
        `data/labels-old.yaml  symbolic link to ${join(root, 'nowhere.yaml')}, which does not exist`,
      ]),
    );
  });

  it('refuses a loop of links, saying it is a loop', async () => {
    const root = await fixtureRoot();
    await symlink('b.svg', join(root, 'assets', 'a.svg'));
    await symlink('a.svg', join(root, 'assets', 'b.svg'));
    const { errors } = await buildInMemory(root);
    expect(messages(errors, root)).toEqual([
      'assets/a.svg  symbolic link to b.svg, which leads back to itself through a loop of links',
      'assets/b.svg  symbolic link to a.svg, which leads back to itself through a loop of links',
    ]);
  });

  it('refuses a site.yaml that is a link to a file outside the root', async () => {
    const root = await fixtureRoot();
    const elsewhere = await tempDir('site-elsewhere-');
    await rename(join(root, 'site.yaml'), join(elsewhere, 'site.yaml'));
    await symlink(join(elsewhere, 'site.yaml'), join(root, 'site.yaml'));
    const { errors } = await buildInMemory(root);
    expect(messages(errors, root)).toEqual([
      `site.yaml  symbolic link to ${join(elsewhere, 'site.yaml')}, which is outside the content root ${root}; the build reads only files inside it`,
    ]);
  });

  it('refuses content folders that are themselves links (assets/ and articles/ moved elsewhere), publishing nothing of them', async () => {
    const root = await fixtureRoot();
    const elsewhere = await tempDir('site-elsewhere-');
    for (const folder of ['assets', 'articles']) {
      await rename(join(root, folder), join(elsewhere, folder));
      await symlink(join(elsewhere, folder), join(root, folder));
    }
    await writeFile(join(elsewhere, 'assets', 'secret.txt'), 'a token\n');
    const { errors, result, writer } = await buildInMemory(root);
    expect(result).toBeUndefined();
    expect([...writer.files.keys()].filter((path) => path.includes('secret'))).toEqual([]);
    expect(messages(errors, root)).toEqual(
      expect.arrayContaining([
        `articles  symbolic link to the folder ${join(elsewhere, 'articles')}; links to folders are not followed`,
        `assets  symbolic link to the folder ${join(elsewhere, 'assets')}; links to folders are not followed`,
      ]),
    );
  });

  it('refuses a front-matter cover that climbs out of assets/, naming file:line:column', async () => {
    const root = await fixtureRoot();
    await editFile(root, 'articles/alpha-guide.md', 'image: /assets/covers/cover.svg', 'image: /assets/../../secret.svg');
    const { errors } = await buildInMemory(root);
    expect(errors.map((e) => `${e.file.slice(root.length + 1)}:${e.line}:${e.column}  ${e.message}`)).toEqual([
      'articles/alpha-guide.md:9:8  image "/assets/../../secret.svg" climbs out of its folder with . or ..; write the path from the site root',
    ]);
  });

  it('draws social cards only from covers the asset stage read inside the root, never through a path or link that leaves it', async () => {
    const root = await tempDir('site-social-root-');
    const elsewhere = await tempDir('site-social-elsewhere-');
    const card = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="315"><rect width="600" height="315" fill="#0b5cad"/></svg>';
    await mkdir(join(root, 'assets', 'covers'), { recursive: true });
    await writeFile(join(root, 'assets', 'covers', 'good.svg'), card);
    await writeFile(join(elsewhere, 'secret.svg'), card);
    await symlink(join(elsewhere, 'secret.svg'), join(root, 'assets', 'covers', 'linked.svg'));
    const assets = await collectAssets(root, { imageCacheDir: null, imageCode: 'test' });
    const covers = ['/assets/covers/good.svg', `/assets/../../${basename(elsewhere)}/secret.svg`, '/assets/covers/linked.svg'];
    const content = { articles: covers.map((image) => ({ frontMatter: { image } })) } as unknown as LoadedContent;
    const social = await socialImagesFor(root, content, assets.images, { cache: noImageCache, scope: root, code: 'test' });
    expect(Object.keys(social.images)).toEqual(['/assets/covers/good.svg']);
    expect(social.files.map((file) => file.path)).toEqual([expect.stringMatching(/^assets\/social\/good\.[0-9a-f]{10}\.png$/)]);
  });

  it('follows a link to a file inside the root', async () => {
    const root = await fixtureRoot();
    await mkdir(join(root, 'assets', 'shared'));
    await symlink(join(root, 'assets', 'logo.svg'), join(root, 'assets', 'shared', 'logo-copy.svg'));
    const { errors, writer } = await buildInMemory(root);
    expect(errors).toEqual([]);
    expect([...writer.files.keys()].some((path) => /^assets\/shared\/logo-copy\.[0-9a-f]{10}\.svg$/.test(path))).toBe(true);
  });

  it('never publishes the build’s environment through a link to /proc/self/environ (site build as a process)', async () => {
    const root = await fixtureRoot();
    await symlink('/proc/self/environ', join(root, 'assets', 'env.txt'));
    const out = join(await tempDir('site-boundary-out-'), 'out');
    const result = await promisify(execFile)('node', [join(projectRoot, 'bin', 'site.js'), 'build', '--content', root, '--out', out], {
      cwd: projectRoot,
      env: { ...process.env, SECRET: 'abc-build-secret' },
    }).catch((e: { code: number; stderr: string; stdout: string }) => e);
    expect('code' in result ? result.code : 0).toBe(1);
    expect(result.stderr).toMatch(/assets\/env\.txt {2}symbolic link to \/proc\/\d+\/environ, which is outside the content root/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(out)).toBe(false);
    const leftovers = await readdir(join(out, '..'));
    expect(leftovers).toEqual([]);
  });
});
