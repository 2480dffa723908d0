/**
 * Every URL a page carries is checked where the writer wrote it: inline or by reference, link or
 * image; raw HTML written as text is the raw-html error. Each case names file:line:column.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanFixtures, editFile, fixtureRoot, projectRoot, tempDir } from '../../helpers/fixtures.ts';
import type { MarkdownOptions } from '../../../cli/markdown/markdown-options.ts';
import { markdownToHast } from '../../../cli/markdown/pipeline.ts';
import { imageUrlProblem, linkUrlProblem } from '../../../cli/markdown/url-policy.ts';
import { formatError } from '../../../cli/content/errors.ts';

afterAll(cleanFixtures);

const options: MarkdownOptions = { file: 'articles/x.md', bodyLine: 10, records: new Set(), linkKeys: ['scorecard'], videoKeys: [] };
const problems = (body: string) => markdownToHast(body, options).errors.map((e) => formatError(e, '/').split('\n')[0]);

describe('URLs in Markdown', () => {
  it('checks a reference-style link at its definition', () => {
    expect(problems('Read [the guide][r] first.\n\n[r]: //evil.example/ref\n')).toEqual([
      'articles/x.md:12:1  link "//evil.example/ref" is protocol-relative (//host): it leads to another site; write https:// for an outbound link',
    ]);
    expect(problems('Read [the guide][r] first.\n\n[r]: data:text/html,<script>alert(1)</script>\n')).toEqual([
      'articles/x.md:12:1  link "data:text/html,<script>alert(1)</script>" uses the data: scheme, which a page may not carry',
    ]);
  });

  it('checks an image by reference as an image', () => {
    expect(problems('See ![the chart][c].\n\n[c]: https://evil.example/t.gif\n')).toEqual([
      'articles/x.md:12:1  image "https://evil.example/t.gif" is on another site; images must be files under content/assets/',
    ]);
  });

  it('refuses external images and paths that climb out', () => {
    expect(
      problems('![chart](https://evil.example/t.gif)\n\n![file](../../../../etc/passwd)\n\n![up](/assets/../../etc/passwd)\n'),
    ).toEqual([
      'articles/x.md:10:1  image "https://evil.example/t.gif" is on another site; images must be files under content/assets/',
      'articles/x.md:12:1  image "../../../../etc/passwd" is a relative path; write /assets/<file> from the site root',
      'articles/x.md:14:1  image "/assets/../../etc/passwd" climbs out of its folder with . or ..; write the path from the site root',
    ]);
  });

  it('refuses javascript:, http: and relative links, inline', () => {
    expect(problems('[a](javascript:alert(1)) [b](http://example.com/x) [c](guide)\n')).toEqual([
      'articles/x.md:10:1  link "javascript:alert(1)" uses the javascript: scheme, which a page may not carry',
      'articles/x.md:10:26  link "http://example.com/x" uses http:, which is not encrypted; use https://',
      'articles/x.md:10:52  link "guide" is a relative path; write /route from the site root, #anchor, links.<name> or an https:// address',
    ]);
  });

  it('names a bare www. address as written, not as the http:// link GFM makes of it', () => {
    expect(problems('See www.example.org/guide for the checklist, or [the guide](http://www.example.org/guide).\n')).toEqual([
      'articles/x.md:10:5  the address "www.example.org/guide" becomes a link to http://, which is not encrypted; write https://www.example.org/guide',
      'articles/x.md:10:49  link "http://www.example.org/guide" uses http:, which is not encrypted; use https://',
    ]);
  });

  it('accepts what writers use', () => {
    expect(
      problems(
        '[a](/data-strategy#one) [b](#two) [c](https://www.example.com/x?y=1) [d](mailto:hello@example.com) [e](tel:+1-555-0100) [f](links.scorecard)\n\n![chart](/assets/covers/x.svg)\n',
      ),
    ).toEqual([]);
  });

  it('accepts a tag spelled with &lt; or escaped with \\, which the page shows as text', () => {
    expect(problems('Write &lt;img alt="chart"&gt; with alt text, or \\<b> for bold.\n')).toEqual([]);
    // A tag typed as such after an escaped one is still reported, at its own column.
    expect(problems('Not \\<b>, but <img/src=x onerror=alert(1)> is.\n')).toEqual([
      'articles/x.md:10:15  raw HTML is not allowed in Markdown: "<img/src=x onerror=alert(1)>"',
    ]);
  });

  it('makes HTML written as text the raw-html error, where micromark took it as text', () => {
    expect(problems('Stats <img/src=x onerror=alert(1)> inside a paragraph.\n')).toEqual([
      'articles/x.md:10:7  raw HTML is not allowed in Markdown: "<img/src=x onerror=alert(1)>"',
    ]);
    expect(problems('A <b>bold</b> claim,\n  and then <img/src=x onerror=alert(2)> on the next line.\n')).toEqual([
      'articles/x.md:10:3  raw HTML is not allowed in Markdown: "<b>"',
      'articles/x.md:10:10  raw HTML is not allowed in Markdown: "</b>"',
      'articles/x.md:11:12  raw HTML is not allowed in Markdown: "<img/src=x onerror=alert(2)>"',
    ]);
    expect(problems('Open with <img src=x onerror=alert(1)\n')).toEqual([
      'articles/x.md:10:11  raw HTML is not allowed in Markdown: "<img src=x onerror=alert(1)"',
    ]);
    expect(problems('Costs fell when a < b and <3 leads waited.\n')).toEqual([]);
  });
});

describe('the URL policy', () => {
  it.each([
    ['//host/x', 'protocol-relative'],
    ['/a/../b', 'climbs out'],
    ['/a%2F..%2F..%2Fb', 'climbs out'],
    ['/a\\b', 'backslash'],
    ['vbscript:x', 'vbscript: scheme'],
    ['#bad anchor', 'valid #anchor'],
  ])('refuses the link %s', (url, problem) => {
    expect(linkUrlProblem(url)).toContain(problem);
  });

  it('allows only this site’s /assets/ files as images', () => {
    expect(imageUrlProblem('/assets/covers/x.svg')).toBeUndefined();
    expect(imageUrlProblem('/images/x.svg')).toContain('not under /assets/');
    expect(imageUrlProblem('data:image/svg+xml,<svg onload=alert(1)>')).toContain('data: scheme');
  });
});

describe('site build as a process', () => {
  it('exits 1 naming file:line:column of every unsafe URL and every raw tag, each once, and writes nothing', async () => {
    const root = await fixtureRoot();
    const written = [
      '## Measuring follow-up',
      '',
      'Read [the guide][r] and [the other][d] before you start.',
      '',
      '[r]: //evil.example/ref',
      '[d]: data:text/html,<script>alert(1)</script>',
      '',
      '![c](https://evil.example/t.gif) and ![d](../../../../etc/passwd) and ![u](/assets/../../etc/passwd)',
      '',
      'Stats <img src=x onerror=alert(1)> inside a paragraph, and <img/src=x onerror=alert(2)> too; see [k](links.nothing).',
    ].join('\n');
    await editFile(root, 'articles/beta-guide.md', '## Measuring follow-up', written);
    const out = join(await tempDir('site-url-out-'), 'out');
    const result = await promisify(execFile)('node', [join(projectRoot, 'bin', 'site.js'), 'build', '--content', root, '--out', out], {
      cwd: projectRoot,
    }).catch((e: { code: number; stdout: string; stderr: string }) => e);
    expect('code' in result ? result.code : 0).toBe(1);
    const errors = result.stderr.split('\n').filter((line) => line.includes('articles/beta-guide.md:'));
    expect(errors.map((line) => line.slice(line.indexOf('articles/')))).toEqual([
      'articles/beta-guide.md:24:1  image "https://evil.example/t.gif" is on another site; images must be files under content/assets/',
      'articles/beta-guide.md:24:38  image "../../../../etc/passwd" is a relative path; write /assets/<file> from the site root',
      'articles/beta-guide.md:24:71  image "/assets/../../etc/passwd" climbs out of its folder with . or ..; write the path from the site root',
      'articles/beta-guide.md:26:7  raw HTML is not allowed in Markdown: "<img src=x onerror=alert(1)>"',
      'articles/beta-guide.md:26:60  raw HTML is not allowed in Markdown: "<img/src=x onerror=alert(2)>"',
      'articles/beta-guide.md:26:98  "links.nothing" is not a configured link; known: links.demo, links.scorecard, links.briefing, links.webinar, links.privacy, links.handoffGuidePdf',
      'articles/beta-guide.md:21:1  link "//evil.example/ref" is protocol-relative (//host): it leads to another site; write https:// for an outbound link',
      'articles/beta-guide.md:22:1  link "data:text/html,<script>alert(1)</script>" uses the data: scheme, which a page may not carry',
    ]);
    expect(result.stdout + result.stderr).toContain('Build failed: 8 content errors.');
    expect(existsSync(out)).toBe(false);
  });
});
