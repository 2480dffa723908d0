/** /demo: its own header (logo to the company site), no shared frame; pitch and FAQ left, the demo form right. */
import DemoForm from '../../client/islands/DemoForm.tsx';
import FaqAccordion from '../../client/islands/FaqAccordion.tsx';
import { FormCard } from '../components/FormCard.tsx';
import { HeroText } from '../components/HeroText.tsx';
import { SkipLink } from '../components/SkipLink.tsx';
import { useImage, useRender } from '../context.tsx';
import { Island } from '../Island.tsx';
import { Markdown } from '../markdown/Markdown.tsx';
import { SiteIslands } from '../SiteIslands.tsx';
import type { PageProps } from './props.ts';

/** Render the demo booking page (layout: demo, frameless). */
export function DemoPage({ frontMatter, body }: PageProps) {
  const { site } = useRender();
  const forms = site.data.forms!;
  const logo = useImage()(site.config.logo.src);
  return (
    <>
      <SkipLink />
      <header className="demo-header">
        <div className="wrap">
          <a className="demo-header__logo" href={site.config.providerUrl}>
            <img src={logo.url} alt={site.config.logo.alt} width={site.config.logo.width} height={site.config.logo.height} />
          </a>
        </div>
      </header>
      <main id="main" className="demo" tabIndex={-1}>
        <div className="wrap demo__grid">
          <div className="demo__pitch">
            <HeroText page={frontMatter} />
            {frontMatter.highlights ? (
              <ul className="checklist">
                {frontMatter.highlights.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
            ) : null}
            {frontMatter.trustLine ? <p className="demo__trust">{frontMatter.trustLine}</p> : null}
            {frontMatter.whatYouGet ? (
              <section className="demo__get" aria-labelledby="what-you-get">
                <h2 id="what-you-get">{frontMatter.whatYouGet.title}</h2>
                <ul className="checklist">
                  {frontMatter.whatYouGet.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            {frontMatter.faq ? (
              <Island component={FaqAccordion} strategy="visible" props={{ title: frontMatter.faqTitle ?? '', items: frontMatter.faq }} />
            ) : null}
            <div className="prose">
              <Markdown tree={body} />
            </div>
          </div>
          <FormCard page={frontMatter} className="demo__form">
            <Island
              component={DemoForm}
              strategy="load"
              props={{ endpoint: site.config.endpoints.demoForm, origin: site.config.origin, text: forms.demo }}
            />
          </FormCard>
        </div>
      </main>
      <SiteIslands tracking={false} />
    </>
  );
}
