/** The card that holds a lead form: its title and description from `formCard`, the form island, and its privacy line. */
import type { ReactNode } from 'react';
import { useHref } from '../context.tsx';
import type { PageFrontMatter } from '../types.ts';

/** The form card's id: a page's hero button can lead to its form with `#lead-form`. */
const LEAD_FORM_ID = 'lead-form';

/** Render a form card, with its privacy line under the form when the page gives one. */
export function FormCard({ page, className = '', children }: { page: PageFrontMatter; className?: string; children: ReactNode }) {
  const resolve = useHref();
  const privacy = page.formCard?.privacy;
  return (
    <section id={LEAD_FORM_ID} className={`form-card${className ? ` ${className}` : ''}`} aria-labelledby="form-card-title">
      <h2 id="form-card-title">{page.formCard?.title ?? page.title}</h2>
      {page.formCard?.description ? <p>{page.formCard.description}</p> : null}
      {children}
      {privacy ? (
        <p className="form-card__privacy">
          {privacy.text} <a href={resolve(privacy.href)}>{privacy.label}</a>
        </p>
      ) : null}
    </section>
  );
}
