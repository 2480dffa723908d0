/**
 * One synthetic Knowledge Hub article: valid front matter and a ~1,200-word body with headings,
 * lists, a GFM table, links to other synthetic articles, one directive and a closing :::cta.
 * Everything is drawn from a generator seeded by the article's id, so output is deterministic.
 */
import { seededRandom, type Random } from './random.ts';
import { authors, consequences, metrics, objects, outcomes, periods, qualifiers, subjects, tags, verbs } from './vocabulary.ts';

/** What an article needs to know about its content root. */
export interface ArticleOptions {
  id: number;
  /** Number of articles in the root (link targets are 1..total). */
  total: number;
  categories: readonly string[];
  /** Cover images that exist in the root, as /assets/covers/<name>.svg. */
  covers: readonly string[];
}

/** File name (without .md) and route segment of article `id`. */
export function articleSlug(id: number): string {
  return `bench-article-${String(id).padStart(5, '0')}`;
}

/** Longest article title: with " | <site name>" appended it stays within the 90 characters `site check` allows. */
const maxTitleLength = 60;

/** Title of article `id` (other articles use it as link text). */
export function articleTitle(id: number): string {
  const r = seededRandom(id * 7919 + 17);
  const start = `${capitalize(r.pick(verbs)[1])} ${r.pick(objects)}`;
  const fitting = qualifiers.filter((q) => start.length + 1 + q.length <= maxTitleLength);
  return fitting.length > 0 ? `${start} ${r.pick(fitting)}` : start;
}

/** The Markdown text of article `id`. */
export function syntheticArticle({ id, total, categories, covers }: ArticleOptions): string {
  const r = seededRandom(id * 2654435761);
  const topic = r.pick(objects);
  const yaml = (value: string) => JSON.stringify(value);
  const frontMatter = [
    '---',
    `id: ${id}`,
    `title: ${yaml(articleTitle(id))}`,
    `subtitle: ${yaml(`How ${r.pick(subjects)} can ${r.pick(verbs)[1]} ${topic} and get ${r.pick(outcomes)}`)}`,
    `description: ${yaml(`A practical guide to ${topic}: what to ${r.pick(verbs)[1]} first, what to measure, and how to get ${r.pick(outcomes)}.`.slice(0, 200))}`,
    `category: ${yaml(categories[id % categories.length]!)}`,
    `readTime: ${yaml(`${r.int(5, 9)} min read`)}`,
    `author: ${yaml(r.pick(authors))}`,
    `image: ${covers[id % covers.length]}`,
    `imageAlt: ${yaml(`Abstract illustration of ${topic} moving through a Salesforce funnel`)}`,
    `featured: ${id % 8 !== 0}`,
    `tags: [${r.sample(tags, r.int(2, 3)).join(', ')}]`,
    // One article a day from 2025-01-01, cycling through 600 days (never after the benchmark's date).
    `published: ${new Date(Date.UTC(2025, 0, 1 + ((id - 1) % 600))).toISOString().slice(0, 10)}`,
    '---',
  ];
  const links = linkTargets(r, id, total);
  const sections: string[] = [];
  for (let s = 0; s < 5; s++) {
    const parts = [
      `## ${heading(r, s)}`,
      paragraph(r, 3, s === 0 ? links[0] : undefined),
      paragraph(r, 2),
      `### ${subheading(r)}`,
      paragraph(r, 2, s === 2 ? links[1] : undefined),
    ];
    parts.push(s % 2 === 1 ? numberedList(r) : bulletList(r));
    if (s === 2) parts.push(table(r));
    if (s === 4) parts.push(paragraph(r, 2, links[2]));
    sections.push(parts.join('\n\n'));
    if (s === 1)
      sections.push(
        id % 2 === 0
          ? '::promo'
          : `::cta-inline{text="Want to see where ${topic} cost you pipeline?" button="Get My Scorecard" href="links.scorecard"}`,
      );
  }
  const cta = [
    `:::cta{headline="${capitalize(r.pick(verbs)[1])} ${topic} with a clear baseline" button="Get My Scorecard" href="links.scorecard" context="Free · 15 minutes"}`,
    `The Marketing Health Scorecard benchmarks ${topic} against 500+ organizations and ranks the fixes by the revenue they unblock.`,
    ':::',
  ];
  return `${frontMatter.join('\n')}\n\n${paragraph(r, 3)}\n\n${paragraph(r, 2)}\n\n${sections.join('\n\n')}\n\n${cta.join('\n')}\n`;
}

function linkTargets(r: Random, id: number, total: number): (number | undefined)[] {
  if (total < 2) return [];
  return [0, 1, 2].map(() => {
    const other = r.int(1, total - 1);
    return other >= id ? other + 1 : other;
  });
}

function sentence(r: Random): string {
  const [verb, base] = r.pick(verbs);
  switch (r.int(0, 5)) {
    case 0:
      return `${capitalize(r.pick(subjects))} ${verb} ${r.pick(objects)} ${r.pick(qualifiers)}.`;
    case 1:
      return `When nobody watches ${r.pick(objects)}, ${r.pick(subjects)} ${verb} ${r.pick(objects)} ${r.pick(qualifiers)}.`;
    case 2:
      return `The result is ${r.pick(outcomes)}, and ${r.pick(subjects)} no longer has to ${base} ${r.pick(objects)} by hand.`;
    case 3:
      return `Teams that ${base} ${r.pick(objects)} see ${r.pick(outcomes)} within ${r.pick(periods)}.`;
    case 4:
      return `A common mistake is to ${base} ${r.pick(objects)} ${r.pick(qualifiers)}, which ${r.pick(consequences)}.`;
    default:
      return `In our experience, ${lowerFirst(r.pick(metrics))} improves by ${r.int(8, 60)} percent once ${r.pick(subjects)} ${verb} ${r.pick(objects)}.`;
  }
}

function paragraph(r: Random, sentences: number, linkTo?: number): string {
  const out = Array.from({ length: sentences }, () => sentence(r));
  if (linkTo !== undefined) out.push(`For a deeper look, read [${articleTitle(linkTo)}](/${articleSlug(linkTo)}).`);
  return out.join(' ');
}

function heading(r: Random, index: number): string {
  const [, base] = r.pick(verbs);
  const forms = [
    `Why ${r.pick(objects)} matter`,
    `How to ${base} ${r.pick(objects)}`,
    `Step ${index + 1}: ${capitalize(base)} ${r.pick(objects)}`,
    `What good ${r.pick(objects)} look like`,
    `Common pitfalls with ${r.pick(objects)}`,
  ];
  return forms[(index + r.int(0, 4)) % forms.length]!;
}

function subheading(r: Random): string {
  return `${capitalize(r.pick(verbs)[1])} ${r.pick(objects)} ${r.pick(qualifiers)}`;
}

function bulletList(r: Random): string {
  return Array.from({ length: 4 }, () => `- **${capitalize(r.pick(objects))}**: ${sentence(r)}`).join('\n');
}

function numberedList(r: Random): string {
  return Array.from({ length: 4 }, (_, i) => `${i + 1}. ${capitalize(r.pick(verbs)[1])} ${r.pick(objects)} ${r.pick(qualifiers)}.`).join(
    '\n',
  );
}

function table(r: Random): string {
  const rows = r.sample(metrics, 4).map((metric) => `| ${metric} | ${r.int(10, 60)}% | ${r.int(40, 95)}% | ${r.pick(periods)} |`);
  return ['| Metric | Before | After | Time to change |', '| --- | ---: | ---: | --- |', ...rows].join('\n');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lowerFirst(text: string): string {
  return /^[A-Z][A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}
