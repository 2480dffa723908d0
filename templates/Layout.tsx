/** The shared frame: skip link, header, main, footer, site islands (every page except /demo). */
import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { currentLink, Header } from './Header.tsx';
import { useRender } from './context.tsx';
import { Shared } from './Shared.tsx';
import { SkipLink } from './components/SkipLink.tsx';
import { SiteIslands } from './SiteIslands.tsx';

/** Wrap a page in the shared header and footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { site, path } = useRender();
  return (
    <>
      <Shared id={`header ${currentLink(site, path) ?? ''}`}>
        <SkipLink />
        <Header />
      </Shared>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Shared id="footer">
        <Footer />
        <SiteIslands tracking />
      </Shared>
    </>
  );
}
