/**
 * /demo: its own header (logo to the company site), no shared frame. The pitch's opening, then
 * the demo form (first on a phone, right after the headline), then the proof beside it: value
 * statements, the trust line, customer logos, figures from the case studies, What You Get, the FAQ.
 */
import DemoForm from '../../client/islands/DemoForm.tsx';
import FaqAccordion from '../../client/islands/FaqAccordion.tsx';
import { FormCard } from '../components/FormCard.tsx';
import { HeroText } from '../components/HeroText.tsx';
import { LogoStrip } from '../components/LogoStrip.tsx';
import { SkipLink } from '../components/SkipLink.tsx';
import { useImage, useRender } from '../context.tsx';
import { citedFigures } from '../home-proof.ts';
import { Island } from '../Island.tsx';
import { Markdown } from '../markdown/Markdown.tsx';
import { SiteIslands } from '../SiteIslands.tsx';
import type { PageFrontMatter } from '../types.ts';
import type { PageProps } from './props.ts';

/** What stands beside the form: value statements, trust line, logos, case-study figures, What You Get. */
function DemoProof({ page }: { page: PageFrontMatter }) {
  const figures = citedFigures(useRender().site.hub, page.caseFigures ?? []);
  return (
    <>
      {page.highlights ? (
        <ul className="checklist demo__highlights">
          {page.highlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      ) : null}
      {page.trustLine ? <p className="demo__trust">{page.trustLine}</p> : null}
      <LogoStrip />
      {figures.length > 0 ? (
        <ul className="demo__figures">
          {figures.map((f) => (
            <li key={`${f.study.link}${f.value}`}>
              <strong>{f.value}</strong> <span>{f.label}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {page.whatYouGet ? (
        <section className="demo__get" aria-labelledby="what-you-get">
          <h2 id="what-you-get">{page.whatYouGet.title}</h2>
          <ul className="checklist">
            {page.whatYouGet.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

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
          <div className="demo__intro">
            <HeroText page={frontMatter} />
          </div>
          <FormCard page={frontMatter} className="demo__form">
            <Island
              component={DemoForm}
              strategy="load"
              props={{ endpoint: site.config.endpoints.demoForm, origin: site.config.origin, text: forms.demo }}
            />
          </FormCard>
          <div className="demo__proof">
            <DemoProof page={frontMatter} />
            {frontMatter.faq ? (
              <Island component={FaqAccordion} strategy="visible" props={{ title: frontMatter.faqTitle ?? '', items: frontMatter.faq }} />
            ) : null}
            <div className="prose">
              <Markdown tree={body} />
            </div>
          </div>
        </div>
      </main>
      <SiteIslands tracking={false} />
    </>
  );
}
