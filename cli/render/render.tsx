/**
 * renderRoute(route) → HTML. The entry of the render bundle: it imports the templates, and
 * touches no disk. The body is rendered first (to learn which islands the page uses), then
 * the head, which preloads exactly those islands' chunks.
 */
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { redirectScript } from '../../templates/redirect-script.ts';
import { isRenderWorker, serveRenderTasks } from './worker.ts';
import { fillHtmlSlots, RenderProvider } from '../../templates/context.tsx';
import { sharedParts } from './shared-parts.tsx';
import { trackReads } from './track-reads.ts';
import { DraftBanner } from '../../templates/components/DraftBanner.tsx';
import { Head } from '../../templates/Head.tsx';
import { Layout } from '../../templates/Layout.tsx';
import { layouts } from '../../templates/layouts.ts';
import { RedirectPage } from '../../templates/pages/RedirectPage.tsx';
import type { HydrationStrategy } from '../../templates/types.ts';
import type { RenderInput, RenderOutput, SiteData } from '../../templates/types.ts';

/**
 * Render one route to a complete HTML document. `reactAlone` renders every node on every page,
 * without the shared parts (shared-parts.tsx): the reference they must equal.
 */
export function renderRoute(input: RenderInput, site: SiteData, reactAlone = false): RenderOutput {
  if (input.kind === 'redirect') return renderRedirect(input.path, input.to, site);
  const islands = new Map<string, HydrationStrategy>();
  const { site: tracked, reads } = trackReads(site);
  const { template: Template, frame } = layouts[input.layout];
  const page = (
    <>
      {input.frontMatter.draft ? <DraftBanner /> : null}
      <Template frontMatter={input.frontMatter} body={input.body} />
    </>
  );
  const html: string[] = [];
  const fast = reactAlone ? {} : { html, shared: sharedParts(site, input.path, input.frontMatter, reads) };
  const body = fillHtmlSlots(
    renderToString(
      <RenderProvider value={{ site: tracked, path: input.path, page: input.frontMatter, islands, ...fast }}>
        {frame ? <Layout>{page}</Layout> : page}
      </RenderProvider>,
    ),
    html,
  );
  const { title, description } = input.frontMatter;
  const headProps = {
    site: tracked, // what the head reads is the page's too (a page's cache key lists what it read)
    title,
    description,
    path: input.path,
    indexable: input.indexable,
    islands,
    page: input.frontMatter,
    body: input.body,
  };
  const head = renderToStaticMarkup(<Head {...headProps} />);
  return { html: document(head, body), islands: [...islands.keys()], reads: [...reads] };
}

function renderRedirect(path: string, to: string, site: SiteData): RenderOutput {
  const head = renderToStaticMarkup(
    <>
      <Head
        site={site}
        title={`Moved to ${to}`}
        description={`This page has moved to ${to}.`}
        path={path}
        canonicalPath={to}
        indexable={false}
        islands={new Map()}
      />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own script (no content in it), hashed into the CSP */}
      <script dangerouslySetInnerHTML={{ __html: redirectScript(to) }} />
      <noscript>
        <meta httpEquiv="refresh" content={`0; url=${to}`} />
      </noscript>
    </>,
  );
  const body = renderToStaticMarkup(<RedirectPage to={to} />);
  return { html: document(head, body), islands: [], reads: ['config', 'assets'] };
}

function document(head: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
}

export { runPageTask } from './page-job.ts';

// Loaded as a worker by the render pool: answer page tasks.
if (isRenderWorker()) serveRenderTasks(renderRoute);
