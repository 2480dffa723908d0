/**
 * Components for the elements Markdown produces: one per directive (see
 * cli/markdown/directives.ts) plus links, images and tables. Record directives read the
 * page's front matter through the render context.
 */
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { CtaBlock, CtaInline } from '../components/CtaBlock.tsx';
import { PromoCard } from '../components/PromoCard.tsx';
import { Stats } from '../components/Stats.tsx';
import { useHref, useImage, usePage, useRender } from '../context.tsx';
import { recordComponents } from '../records/index.tsx';
import LeadCaptureForm from '../../client/islands/LeadCaptureForm.tsx';
import { Island } from '../Island.tsx';

type WithChildren<T = object> = T & { children?: ReactNode };

function Callout({ title, children }: WithChildren<{ title?: string }>) {
  return (
    <aside className="callout">
      {title ? <strong className="callout__title">{title}</strong> : null}
      <div className="callout__body">{children}</div>
    </aside>
  );
}

function Video({ src, title, duration }: { src: string; title: string; duration: string }) {
  const { site } = useRender();
  const url = site.config.videos[src.replace(/^videos\./, '')] ?? '';
  return (
    <figure className="video">
      <div className="video__frame">
        <iframe
          src={url}
          title={`${title} (video, ${duration})`}
          loading="lazy"
          allow="fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          width="1280"
          height="720"
        />
      </div>
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

function Image({ src = '', alt = '' }: ComponentPropsWithoutRef<'img'>) {
  const image = useImage()(src);
  return <img src={image.url} alt={alt} width={image.width} height={image.height} loading="lazy" decoding="async" />;
}

/** A wide table scrolls sideways inside its wrapper; tabIndex lets keyboard users scroll it. */
function Table(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/** A code block scrolls sideways on narrow screens; tabIndex lets keyboard users scroll it. */
function Pre(props: ComponentPropsWithoutRef<'pre'>) {
  return <pre tabIndex={0} {...props} />;
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
  img: Image,
  table: Table,
  pre: Pre,
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
