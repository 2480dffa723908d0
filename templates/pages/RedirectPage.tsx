/** Body of a redirect page: a plain link for anyone whose browser does not follow the redirect. */

/** Render the visible part of a redirect page. */
export function RedirectPage({ to }: { to: string }) {
  return (
    <main id="main">
      <p>
        This page has moved to <a href={to}>{to}</a>.
      </p>
    </main>
  );
}
