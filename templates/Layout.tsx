/** The shared frame: skip link, header, main, footer, site islands (every page except /demo). */
import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { SkipLink } from './components/SkipLink.tsx';
import { SiteIslands } from './SiteIslands.tsx';

/** Wrap a page in the shared header and footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <SiteIslands tracking />
    </>
  );
}
