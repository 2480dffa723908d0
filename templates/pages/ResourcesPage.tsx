/** /resources, the resource hub: three categories of two items, each an outbound 'Access Resource' link. */
import { Icon } from '../../client/components/Icon.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Picture } from '../components/Picture.tsx';
import { useHref } from '../context.tsx';
import { Markdown } from '../markdown/Markdown.tsx';
import type { PageProps } from './props.ts';

/** How wide a resource's picture is shown: half the page on desktops, all of a phone. */
const RESOURCE_IMAGE_SIZES = '(min-width: 640px) 560px, 100vw';

/** Render the resource hub (layout: resources): each item a card with its picture, icon, text and a link. */
export function ResourcesPage({ frontMatter, body }: PageProps) {
  const resolve = useHref();
  return (
    <>
      <PageHero page={frontMatter} />
      <div className="wrap section resources">
        {(frontMatter.resources ?? []).map((group, g) => (
          <section className="resources__group" key={group.category} aria-labelledby={`resources-${g}`}>
            <h2 id={`resources-${g}`}>{group.category}</h2>
            <ul className="grid grid--2">
              {group.items.map((item) => (
                <li className={`feature resource${item.image ? ' resource--pictured' : ''}`} key={item.title}>
                  {item.image ? (
                    <div className="resource__image">
                      <Picture src={item.image} alt={item.imageAlt ?? ''} sizes={RESOURCE_IMAGE_SIZES} />
                    </div>
                  ) : null}
                  <span className="icon-tile">
                    <Icon name={item.icon} />
                  </span>
                  <h3>{item.title}</h3>
                  <p>{item.description}</p>
                  <a
                    className="resource__link"
                    href={resolve(item.href)}
                    aria-label={`${frontMatter.resourceLinkLabel ?? ''}: ${item.title}`}
                  >
                    {frontMatter.resourceLinkLabel}
                    <Icon name="arrow" className="icon" />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div className="prose">
          <Markdown tree={body} />
        </div>
      </div>
    </>
  );
}
