/**
 * Components for the elements Markdown produces: one per directive (see
 * cli/markdown/directives.ts) plus links, images and tables. Record directives read the
 * page's front matter through the render context.
 */
import { Children, type ComponentPropsWithoutRef, type CSSProperties, Fragment, isValidElement, type ReactNode, useContext } from 'react';
import { ResponsiveImage } from '../../client/components/ResponsiveImage.tsx';
import { CtaBlock, CtaInline } from '../components/CtaBlock.tsx';
import { PromoCard } from '../components/PromoCard.tsx';
import { Stats } from '../components/Stats.tsx';
import { useHref, useImage, useLabels, usePage, useRender } from '../context.tsx';
import { recordComponents } from '../records/index.tsx';
import LeadCaptureForm from '../../client/islands/LeadCaptureForm.tsx';
import VideoFacade from '../../client/islands/VideoFacade.tsx';
import { Island } from '../Island.tsx';
import { CODE_NAME_CLASS } from '../../client/components/CodeText.tsx';
import { codeLines } from './code-lines.ts';
import { LeadImage } from './lead-image.ts';
import type { TableShape } from './table-shape.ts';

type WithChildren<T = object> = T & { children?: ReactNode };

function Callout({ title, children }: WithChildren<{ title?: string }>) {
  return (
    <aside className="callout">
      {title ? <strong className="callout__title">{title}</strong> : null}
      <div className="callout__body">{children}</div>
    </aside>
  );
}

/** A video as a facade: poster, play button and duration; the player loads on a click (client/islands/VideoFacade.tsx). */
function Video({ src, title, duration, poster }: { src: string; title: string; duration: string; poster?: string }) {
  const { site } = useRender();
  const labels = useLabels();
  const image = useImage();
  const url = site.config.videos[src.replace(/^videos\./, '')] ?? '';
  return (
    <figure className="video">
      <Island
        component={VideoFacade}
        strategy="load"
        props={{ url, title, duration, poster: poster ? image(poster) : undefined, text: labels.video }}
      />
      <figcaption>
        {title} · {duration}
      </figcaption>
    </figure>
  );
}

function Anchor({ href = '', children, ...rest }: ComponentPropsWithoutRef<'a'>) {
  const resolve = useHref();
  return (
    <a href={resolve(href)} {...rest}>
      {children}
    </a>
  );
}

/** How wide a body image is shown: the text column (at most 720 px), the whole width on phones. */
const BODY_IMAGE_SIZES = '(min-width: 800px) 720px, 100vw';

/** A body image: `<picture>` for a photo; eager only as the first image of a page without a cover (lead-image.ts). */
function Image({ src = '', alt = '' }: ComponentPropsWithoutRef<'img'>) {
  const image = useImage()(src);
  const { page } = useRender();
  const eager = useContext(LeadImage) === src && !(page && 'image' in page);
  return <ResponsiveImage image={image} alt={alt} sizes={BODY_IMAGE_SIZES} eager={eager} />;
}

/** A list item that is a single link (a chapter list, a list of pages) is a 44 px tall target; a link inside a sentence is not touched. */
function ListItem({ children, className, ...rest }: ComponentPropsWithoutRef<'li'>) {
  const content = Children.toArray(children).filter((child) => typeof child !== 'string' || child.trim() !== '');
  const onlyLink = content.length === 1 && isValidElement(content[0]) && content[0].type === Anchor;
  return (
    <li className={onlyLink ? [LINK_ITEM_CLASS, className].filter(Boolean).join(' ') : className} {...rest}>
      {children}
    </li>
  );
}

/** Props rehype-react passes a table annotated by annotateTables (table-shape.ts). */
type TableProps = ComponentPropsWithoutRef<'table'> & { 'data-caption'?: string; 'data-shape'?: TableShape };

/**
 * A table in a scroll region: edge shadows show that more columns are off to the side, and the
 * region is focusable (keyboard users scroll it) and named by the table's caption. A table of
 * three or more columns stacks into one card per row on phones (table-shape.ts).
 */
function Table({ 'data-caption': caption, 'data-shape': shape, children, ...rest }: TableProps) {
  return (
    <div className={`table-scroll${shape === 'stack' ? ' table-scroll--stack' : ''}`} tabIndex={0} role="region" aria-label={caption}>
      <table {...rest}>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}

/**
 * A code block, one element per line so a long formula wraps at its operators on a desktop
 * column, with a hanging indent (code-lines.ts); on phones it scrolls sideways. tabIndex lets
 * keyboard users scroll it.
 */
function Pre({ children, ...rest }: ComponentPropsWithoutRef<'pre'>) {
  const code = isValidElement<{ className?: string; children?: ReactNode }>(children) ? children : undefined;
  const text = code?.props.children;
  if (typeof text !== 'string')
    return (
      <pre tabIndex={0} {...rest}>
        {children}
      </pre>
    );
  return (
    <pre className="code-block" tabIndex={0} {...rest}>
      <code className={code?.props.className}>
        {codeLines(text).map((line, i) => (
          <span className="code-line" key={i} style={{ '--indent': `${line.indent}ch` } as CSSProperties}>
            {line.pieces.map((piece, p) => (
              <Fragment key={p}>
                {p > 0 ? ' ' : null}
                <span className="code-piece">{piece}</span>
              </Fragment>
            ))}
          </span>
        ))}
      </code>
    </pre>
  );
}

/** Inline code text that is a single name (an API name, a merge field): it never wraps inside itself. */
const isCodeName = (text: string) => !/\s/.test(text);
/** The class of a list item that is a single link (ListItem); such code takes CODE_NAME_CLASS (CodeText.tsx). */
const LINK_ITEM_CLASS = 'link-item';

/** Inline code: a single name never wraps inside itself. */
function Code({ className, children, ...rest }: ComponentPropsWithoutRef<'code'>) {
  const name = typeof children === 'string' && isCodeName(children);
  const classes = [className, name ? CODE_NAME_CLASS : undefined].filter(Boolean).join(' ');
  return (
    <code className={classes || undefined} {...rest}>
      {children}
    </code>
  );
}

function LeadCapture({ headline, description, instance }: { headline?: string; description?: string; instance: string }) {
  const { site } = useRender();
  const text = site.data.forms!.leadCapture;
  const id = `lead-capture-${instance}`;
  return (
    <Island
      component={LeadCaptureForm}
      strategy="visible"
      props={{
        endpoint: site.config.endpoints.leadCaptureForm,
        id,
        text: { ...text, headline: headline ?? text.headline, description: description ?? text.description },
      }}
    />
  );
}

function StatsRecord() {
  const page = usePage();
  return <Stats items={page.stats ?? []} />;
}

/** Element name → component, for rehype-react. */
export const markdownComponents = {
  a: Anchor,
  li: ListItem,
  img: Image,
  table: Table,
  pre: Pre,
  code: Code,
  'site-cta': ({
    headline,
    button,
    href,
    context,
    children,
  }: WithChildren<{ headline: string; button: string; href: string; context?: string }>) => (
    <CtaBlock headline={headline} button={button} href={href} context={context}>
      {children}
    </CtaBlock>
  ),
  'site-cta-inline': CtaInline,
  'site-promo': ({ variant }: { variant?: 'inline' | 'banner' }) => <PromoCard variant={variant ?? 'inline'} />,
  'site-callout': Callout,
  'site-video': Video,
  'site-stats': StatsRecord,
  'site-lead-capture': LeadCapture,
  ...recordComponents,
};
