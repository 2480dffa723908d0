/** The Markdown pipeline: directives become elements, headings get ids, raw HTML and unknown directives are errors with their line. */
import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { directiveElements, directives } from '../../../cli/markdown/directives.ts';
import type { MarkdownOptions } from '../../../cli/markdown/markdown-options.ts';
import { markdownToHast } from '../../../cli/markdown/pipeline.ts';
import { markdownComponents } from '../../../templates/markdown/components.tsx';

const options: MarkdownOptions = {
  file: 'articles/x.md',
  bodyLine: 10,
  records: new Set(['plays']),
  linkKeys: ['scorecard', 'briefing'],
  videoKeys: ['intro'],
};

function elements(tree: Root): Element[] {
  const found: Element[] = [];
  const walk = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type === 'element') {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(tree);
  return found;
}

describe('markdownToHast', () => {
  it("checks a video's poster as an image of the site: listed for the asset check, refused when it is elsewhere", () => {
    const ok = markdownToHast('::video{src="videos.intro" title="Intro" duration="1:00" poster="/assets/video/intro.svg"}\n', options);
    expect(ok.errors).toEqual([]);
    expect(ok.images).toEqual([{ href: '/assets/video/intro.svg', line: 10, column: 1 }]);
    const bad = markdownToHast(
      '::video{src="videos.intro" title="Intro" duration="1:00" poster="https://cdn.example.com/p.png"}\n',
      options,
    );
    expect(bad.errors.map((e) => `${e.line}:${e.column} ${e.message}`)).toEqual([
      expect.stringMatching(/^10:1 .*poster.*is on another site; images must be files under content\/assets\//),
    ]);
  });

  it('turns a :::cta container into a site-cta element with its attributes and body', () => {
    const { hast, errors } = markdownToHast(
      ':::cta{headline="Act now" button="Get My Scorecard" href="links.scorecard" context="Free"}\nThe description.\n:::\n',
      options,
    );
    expect(errors).toEqual([]);
    const cta = elements(hast).find((e) => e.tagName === 'site-cta')!;
    expect(cta.properties).toMatchObject({ headline: 'Act now', button: 'Get My Scorecard', href: 'links.scorecard', context: 'Free' });
    expect(elements({ type: 'root', children: cta.children } as Root).map((e) => e.tagName)).toEqual(['p']);
  });

  it('maps leaf and record directives to their elements', () => {
    const { hast, errors } = markdownToHast(
      '::promo{variant="banner"}\n\n::plays\n\n::cta-inline{text="t" button="b" href="/x"}\n',
      options,
    );
    expect(errors).toEqual([]);
    expect(elements(hast).map((e) => e.tagName)).toEqual(['site-promo', 'site-plays', 'site-cta-inline']);
  });

  it('gives headings slug ids and :::section its explicit id', () => {
    const { hast, ids } = markdownToHast('## The Strategic Shift\n\n:::section{#data-excellence}\n### Inside\n:::\n', options);
    expect(ids).toEqual(['the-strategic-shift', 'data-excellence', 'inside']);
    expect(elements(hast).find((e) => e.tagName === 'section')?.properties.id).toBe('data-excellence');
  });

  it('rejects raw HTML with its line in the file and drops it from the output', () => {
    const { hast, errors } = markdownToHast('Intro.\n\n<script>alert(1)</script>\n', options);
    expect(errors).toEqual([expect.objectContaining({ code: 'raw-html', file: 'articles/x.md', line: 12, column: 1 })]);
    expect(JSON.stringify(hast)).not.toContain('alert');
  });

  it('rejects an unknown directive, a missing attribute and a wrong kind, each with its line', () => {
    const { errors } = markdownToHast('::nope\n\n:::cta{headline="h" href="/x"}\nd\n:::\n\n:::promo\nx\n:::\n', options);
    expect(errors.map((e) => [e.code, e.line])).toEqual([
      ['unknown-directive', 10],
      ['directive-attribute-missing', 12],
      ['directive-kind', 16],
    ]);
  });

  it('rejects a level-1 heading in the body (the title is the page h1)', () => {
    const { errors } = markdownToHast('# Second title\n', options);
    expect(errors[0]).toMatchObject({ code: 'heading-level', line: 10 });
  });

  it('collects internal links with positions for the route check', () => {
    const { links } = markdownToHast('See [x](/stalled-leads#costs).\n', options);
    expect(links).toEqual([{ href: '/stalled-leads#costs', line: 10, column: 5 }]);
  });

  it('has a template component for every directive element', () => {
    expect(directiveElements.filter((element) => !(element in markdownComponents))).toEqual([]);
    expect(Object.keys(directives).length).toBeGreaterThan(10);
  });
});
