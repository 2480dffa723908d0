/** A page's opening band: the hero text on a tinted (or dark) background, with optional extras below it. */
import type { ReactNode } from 'react';
import type { PageFrontMatter } from '../types.ts';
import { HeroText } from './HeroText.tsx';

/** Render the hero band of a page. */
export function PageHero({ page, className = '', children }: { page: PageFrontMatter; className?: string; children?: ReactNode }) {
  return (
    <section className={`hero${page.heroTheme === 'dark' ? ' hero--dark' : ''}${className ? ` ${className}` : ''}`}>
      <div className="wrap">
        <HeroText page={page} />
        {children}
      </div>
    </section>
  );
}
