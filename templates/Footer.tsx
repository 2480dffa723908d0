/** The shared footer: tagline, link columns, contact block, copyright with the year, legal links. */
import { useHref, useImage, useRender } from './context.tsx';

/** Site footer on every page except /demo. Privacy Policy and Terms of Service both lead to links.privacy. */
export function Footer() {
  const { site } = useRender();
  const { config, year } = site;
  const nav = site.data.navigation!;
  const resolve = useHref();
  const logo = useImage()(config.logo.srcOnDark);
  return (
    <footer className="site-footer">
      <div className="wrap">
        <div className="site-footer__grid">
          <div>
            <a href={config.providerUrl}>
              <img src={logo.url} alt={config.logo.alt} width={config.logo.width} height={config.logo.height} loading="lazy" />
            </a>
            <p className="site-footer__tagline">{config.tagline}</p>
          </div>
          {nav.footer.columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={resolve(link.href)}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div>
            <h2>{nav.footer.contactTitle}</h2>
            <address>
              {config.contact.city}
              <br />
              <a href={`tel:${config.contact.phone.replace(/[^\d+]/g, '')}`}>{config.contact.phone}</a>
              <br />
              <a href={`mailto:${config.contact.email}`}>{config.contact.email}</a>
            </address>
          </div>
        </div>
        <div className="site-footer__legal">
          <p>{`© ${year} ${config.name}. ${nav.footer.rights}`}</p>
          <ul>
            <li>
              <a href={config.links.privacy}>{nav.footer.privacyLabel}</a>
            </li>
            <li>
              <a href={config.links.privacy}>{nav.footer.termsLabel}</a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
