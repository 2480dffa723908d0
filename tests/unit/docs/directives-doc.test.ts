/** docs/writing.md documents every directive with an example, and every example builds: valid Markdown, valid front matter. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { directives } from '../../../cli/markdown/directives.ts';
import { markdownToHast } from '../../../cli/markdown/pipeline.ts';
import { recordsShape } from '../../../cli/content/schema.ts';
import { projectRoot } from '../../helpers/fixtures.ts';

const doc = readFileSync(join(projectRoot, 'docs', 'writing.md'), 'utf8');
const site = parse(readFileSync(join(projectRoot, 'content', 'site.yaml'), 'utf8')) as { links: object; videos: object };
const section = doc.slice(doc.indexOf('## Directives'), doc.indexOf('## House rules'));

/** Each Markdown example with the YAML example right before it (a record's front matter), if any. */
function examples(): { markdown: string; frontMatter: string | undefined }[] {
  const found: { markdown: string; frontMatter: string | undefined }[] = [];
  let lastYaml: string | undefined;
  for (const match of section.matchAll(/```(markdown|yaml)\n([\s\S]*?)\n```/g)) {
    if (match[1] === 'yaml') lastYaml = match[2];
    else {
      found.push({ markdown: match[2]!, frontMatter: lastYaml });
      lastYaml = undefined;
    }
  }
  return found;
}

describe('docs/writing.md, Directives', () => {
  it.each(Object.entries(directives))('documents %s with a heading and an example', (name, definition) => {
    const written = `${definition.kind === 'container' ? ':::' : '::'}${name}`;
    expect(section).toMatch(new RegExp(`^#{3,4} \`${written}\``, 'm'));
    expect(examples().some((e) => e.markdown.split('\n').some((line) => line === written || line.startsWith(`${written}{`)))).toBe(true);
  });

  it('every example builds without an error, and every record example is valid front matter', () => {
    const records = z.strictObject(recordsShape);
    for (const { markdown, frontMatter } of examples()) {
      const data = frontMatter ? parse(frontMatter) : {};
      expect(records.safeParse(data).error?.issues ?? [], frontMatter).toEqual([]);
      const result = markdownToHast(markdown, {
        file: 'docs/writing.md',
        bodyLine: 1,
        records: new Set(Object.keys(data) as (keyof typeof recordsShape)[]),
        linkKeys: Object.keys(site.links),
        videoKeys: Object.keys(site.videos),
      });
      expect(result.errors, markdown).toEqual([]);
    }
  });
});
