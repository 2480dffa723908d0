/** The skip link: the first focusable element of a page, shown on focus, leading to #main. */
import { useRender } from '../context.tsx';

/** Link to the page's <main id="main" tabIndex={-1}> (text from data/navigation.yaml). */
export function SkipLink() {
  const nav = useRender().site.data.navigation!;
  return (
    <a className="skip-link" href="#main">
      {nav.skipLink}
    </a>
  );
}
