/** The Knowledge Hub index (/articles): hero with counts, the category filter island, closing CTA. */
import ArticleFilter from '../../client/islands/ArticleFilter.tsx';
import { cardViews } from '../cards.ts';
import { CtaBlock } from '../components/CtaBlock.tsx';
import { HeroText } from '../components/HeroText.tsx';
import { Stats } from '../components/Stats.tsx';
import { useRender } from '../context.tsx';
import { Island } from '../Island.tsx';
import { Markdown } from '../markdown/Markdown.tsx';
import type { PageProps } from './props.ts';

/** How many featured articles the Featured block shows (two). */
const FEATURED_BLOCK_SIZE = 2;

/** Render the Knowledge Hub (layout: knowledge-hub). The article count comes from the data. */
export function KnowledgeHubPage({ frontMatter, body }: PageProps) {
  const { site } = useRender();
  const { hub, stats = [], closing } = frontMatter;
  const cards = cardViews(site);
  const counts = hub ? [{ value: String(cards.length), label: hub.countLabel }, ...stats] : stats;
  return (
    <>
      <section className="hub-hero">
        <div className="wrap">
          <HeroText page={frontMatter} />
          <Stats items={counts} label="Knowledge Hub in numbers" />
        </div>
      </section>
      <div className="wrap section">
        {hub ? (
          <Island
            component={ArticleFilter}
            strategy="load"
            props={{ categories: [...site.config.knowledgeHub.categories], labels: hub }}
            serverProps={{ cards, featuredCount: FEATURED_BLOCK_SIZE }}
          />
        ) : null}
        <div className="prose">
          <Markdown tree={body} />
        </div>
        {closing ? (
          <CtaBlock headline={closing.headline} button={closing.button} href={closing.href} context={closing.context}>
            {closing.description}
          </CtaBlock>
        ) : null}
      </div>
    </>
  );
}
