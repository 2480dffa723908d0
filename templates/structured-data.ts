/**
 * JSON-LD for search engines: Organization on every page, Article on Knowledge Hub articles,
 * VideoObject where a page embeds a video, FAQPage where a page has FAQ records.
 */
import type { Element, Root } from 'hast';
import type { ArticleFrontMatter, PageFrontMatter, SiteData } from './types.ts';

type Json = Record<string, unknown>;

/** "2:37" → "PT2M37S" (ISO 8601 duration). */
export function isoDuration(clock: string): string {
  const parts = clock.split(':').map(Number);
  const [h, m, s] = parts.length === 3 ? parts : [0, ...parts];
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
}

function findVideo(tree: Root | undefined): Element | undefined {
  const walk = (node: Root | Element): Element | undefined => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'site-video') return child;
      const found = walk(child);
      if (found) return found;
    }
    return undefined;
  };
  return tree ? walk(tree) : undefined;
}

/** The page's JSON-LD graph. */
export function structuredData(
  site: SiteData,
  page: PageFrontMatter | ArticleFrontMatter | undefined,
  body: Root | undefined,
  canonical: string,
  image: string | undefined,
): Json {
  const { config } = site;
  const abs = (path: string) => new URL(path, config.origin).href;
  const organization: Json = {
    '@type': 'Organization',
    '@id': `${config.providerUrl}#organization`,
    name: config.name,
    url: config.providerUrl,
    logo: abs(site.assets.images[config.logo.src]?.url ?? config.logo.src),
    email: config.contact.email,
    telephone: config.contact.phone,
    address: { '@type': 'PostalAddress', addressLocality: config.contact.city },
  };
  const graph: Json[] = [organization];
  if (page && 'id' in page) {
    graph.push({
      '@type': 'Article',
      headline: page.title,
      description: page.description,
      author: {
        '@type': 'Person',
        name: page.author.split(',')[0]!.trim(),
        jobTitle: page.author.split(',').slice(1).join(',').trim() || undefined,
      },
      image: image ?? abs(site.assets.images[page.image]?.url ?? page.image),
      datePublished: page.published,
      dateModified: page.updated ?? page.published,
      publisher: { '@id': `${config.providerUrl}#organization` },
      mainEntityOfPage: canonical,
      articleSection: page.category,
      keywords: page.tags.join(', '),
    });
  }
  const video = findVideo(body);
  if (video && page) {
    const props = video.properties as Record<string, string>;
    graph.push({
      '@type': 'VideoObject',
      name: props.title,
      description: page.description,
      duration: isoDuration(String(props.duration)),
      embedUrl: config.videos[String(props.src).replace(/^videos\./, '')],
      thumbnailUrl: image,
      ...(props.uploaded ? { uploadDate: props.uploaded } : {}),
    });
  }
  if (page?.faq) {
    graph.push({
      '@type': 'FAQPage',
      mainEntity: page.faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    });
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}
