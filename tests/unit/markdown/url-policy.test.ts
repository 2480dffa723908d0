/**
 * Every URL a page carries is checked where the writer wrote it: inline or by reference, link or
 * image; raw HTML written as text is the raw-html error. Each case names file:line:column.
 */
import { describe, expect, it } from 'vitest';
import { markdownToHast, type MarkdownOptions } from '../../../cli/markdown/pipeline.ts';
import { imageUrlProblem, linkUrlProblem } from '../../../cli/markdown/url-policy.ts';
import { formatError } from '../../../cli/content/errors.ts';

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

  it('accepts what writers use', () => {
    expect(
      problems(
        '[a](/data-strategy#one) [b](#two) [c](https://www.example.com/x?y=1) [d](mailto:hello@example.com) [e](tel:+1-555-0100) [f](links.scorecard)\n\n![chart](/assets/covers/x.svg)\n',
      ),
    ).toEqual([]);
  });

  it('makes HTML written as text the raw-html error, where micromark took it as text', () => {
    expect(problems('Stats <img/src=x onerror=alert(1)> inside a paragraph.\n')).toEqual([
      'articles/x.md:10:1  raw HTML is not allowed in Markdown: "<img/src=x onerror=alert(1)>"',
    ]);
    expect(problems('Open with <img src=x onerror=alert(1)\n')).toEqual([
      'articles/x.md:10:1  raw HTML is not allowed in Markdown: "<img src=x onerror=alert(1)"',
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
