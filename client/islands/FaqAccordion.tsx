/**
 * The demo page's Quick Questions (SPEC §2, §4): one item open at a time; a click on the open
 * item closes all. Buttons carry aria-expanded and control their panels. Without JavaScript
 * every answer is shown (a <noscript> copy), and nothing shifts when the script arrives.
 */
import { useState } from 'react';

/** Props of FaqAccordion. */
export interface FaqAccordionProps {
  title: string;
  items: { question: string; answer: string }[];
}

/** The accordion. */
export default function FaqAccordion({ title, items }: FaqAccordionProps) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section className="faq-accordion" aria-labelledby="faq-title">
      <h2 id="faq-title">{title}</h2>
      {items.map((item, i) => {
        const expanded = open === i;
        return (
          <div className="faq-accordion__item" key={item.question}>
            <h3>
              <button type="button" id={`faq-q-${i}`} aria-expanded={expanded} aria-controls={`faq-a-${i}`} onClick={() => setOpen(expanded ? null : i)}>
                {item.question}
                <span className="faq-accordion__sign" aria-hidden="true">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </h3>
            <div id={`faq-a-${i}`} role="region" aria-labelledby={`faq-q-${i}`} hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
            <noscript>
              <p>{item.answer}</p>
            </noscript>
          </div>
        );
      })}
    </section>
  );
}
