/** The shared header: logo to the provider's site, main links, 'Get a Demo' (desktop), mobile menu. */
import { LinkButton } from './components/LinkButton.tsx';
import { useHref, useImage, useRender } from './context.tsx';
import { Icon } from '../client/components/Icon.tsx';
import type { SiteData } from './types.ts';

/** The header link of the page being shown, if it has one (the only part of the header that differs between pages). */
export function currentLink(site: SiteData, path: string): string | undefined {
  return site.data.navigation?.header.links.find((link) => link.href === path)?.href;
}

/** The header's links, with aria-current on the page being shown. */
function NavLinks({ links, current }: { links: { label: string; href: string }[]; current: string | undefined }) {
  const resolve = useHref();
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <a href={resolve(link.href)} aria-current={link.href === current ? 'page' : undefined}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Site header on every page except /demo. The mobile menu is a native disclosure (works without
 * JS): while open its summary also covers the page as a dimmed backdrop, so a tap outside closes it.
 */
export function Header() {
  const { site, path } = useRender();
  const nav = site.data.navigation!;
  const current = currentLink(site, path);
  const logo = useImage()(site.config.logo.src);
  return (
    <header className="site-header">
      <div className="wrap site-header__bar">
        <a className="site-header__logo" href={site.config.providerUrl}>
          <img src={logo.url} alt={site.config.logo.alt} width={site.config.logo.width} height={site.config.logo.height} />
        </a>
        {
          <>
            <nav className="site-nav" aria-label={nav.header.navLabel}>
              <NavLinks links={nav.header.links} current={current} />
            </nav>
            <LinkButton href={nav.header.demo.href} size="small" className="site-header__demo">
              {nav.header.demo.label}
            </LinkButton>
            <details className="mobile-nav">
              {/* One label shows at a time (CSS, by the open state): Menu while closed, Close while open. */}
              <summary>
                <span className="mobile-nav__label mobile-nav__label--closed">
                  <Icon name="menu" /> {nav.header.menuLabel}
                </span>
                <span className="mobile-nav__label mobile-nav__label--open">
                  <Icon name="close" /> {site.data.labels?.menuClose ?? nav.header.menuLabel}
                </span>
              </summary>
              <nav className="mobile-nav__panel" aria-label={`${nav.header.navLabel} (mobile)`}>
                <NavLinks links={nav.header.links} current={current} />
                <LinkButton href={nav.header.demo.href}>{nav.header.demo.label}</LinkButton>
              </nav>
            </details>
          </>
        }
      </div>
    </header>
  );
}
