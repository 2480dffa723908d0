/**
 * The demo page's Quick Questions: one item open at a time; a click on the open
 * item closes all. Each item is a native disclosure, <details name> with the question as its
 * <summary>: answers open and can be read before and without JavaScript, the browser exposes
 * the expanded state and keeps one item open. The island only adds that rule where a browser
 * lacks exclusive <details>, and never touches `open`: what the visitor opened stays open.
 */
import { closeOtherDetails } from '../components/exclusive-details.ts';

/** Props of FaqAccordion. */
export interface FaqAccordionProps {
  title: string;
  items: { question: string; answer: string }[];
}

/** The group name that makes the items one exclusive accordion. */
const GROUP = 'faq-accordion';

/** The accordion. */
export default function FaqAccordion({ title, items }: FaqAccordionProps) {
  return (
    <section className="faq-accordion" aria-labelledby="faq-title">
      <h2 id="faq-title">{title}</h2>
      {items.map((item, i) => (
        // open may differ from the server HTML: the visitor opened it before hydration. It stays.
        <details className="faq-accordion__item" name={GROUP} key={item.question} onToggle={closeOtherDetails} suppressHydrationWarning>
          <summary id={`faq-q-${i}`}>
            <h3>{item.question}</h3>
            <span className="faq-accordion__sign" aria-hidden="true" />
          </summary>
          <div className="faq-accordion__answer" id={`faq-a-${i}`}>
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </section>
  );
}
