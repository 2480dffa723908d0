/** The card that holds a lead form: its title and description from `formCard`, and the form island. */
import type { ReactNode } from 'react';
import type { PageFrontMatter } from '../types.ts';

/** Render a form card. */
export function FormCard({ page, className = '', children }: { page: PageFrontMatter; className?: string; children: ReactNode }) {
  return (
    <section className={`form-card${className ? ` ${className}` : ''}`} aria-labelledby="form-card-title">
      <h2 id="form-card-title">{page.formCard?.title ?? page.title}</h2>
      {page.formCard?.description ? <p>{page.formCard.description}</p> : null}
      {children}
    </section>
  );
}
