/**
 * The script `site dev` adds to every page: it listens on /__reload (server-sent events),
 * reloads the page when a rebuild touched it (keeping the scroll position), and shows build
 * errors as an overlay with file:line:column until they are fixed.
 */

/** Path the dev server serves the script at. */
export const DEV_CLIENT_PATH = '/__dev/client.js';

/** The script's source (plain browser JavaScript). */
export const devClientScript = `(() => {
  const KEY = 'site-dev-scroll';
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) || 'null');
    if (saved && saved.path === location.pathname) window.scrollTo(saved.x, saved.y);
    sessionStorage.removeItem(KEY);
  } catch {}
  const route = (document.currentScript && document.currentScript.dataset.route) || location.pathname;
  const here = () => route;
  let overlay;
  const show = (errors) => {
    overlay?.remove();
    overlay = document.createElement('div');
    overlay.id = 'site-dev-overlay';
    overlay.setAttribute('role', 'alert');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(11,31,58,.94);color:#fff;font:14px/1.5 ui-monospace,Menlo,monospace;padding:32px;overflow:auto';
    const title = document.createElement('h2');
    const behind = document.documentElement.dataset.siteDev === 'no-build' ? 'no build has succeeded yet' : 'the last good page is shown behind this';
    title.textContent = errors.length + ' build error' + (errors.length === 1 ? '' : 's') + ' — ' + behind + '; fix the file and save';
    title.style.cssText = 'font:700 18px system-ui,sans-serif;margin:0 0 16px;color:#ffb4a8';
    overlay.append(title);
    for (const e of errors) {
      const item = document.createElement('pre');
      item.style.cssText = 'white-space:pre-wrap;margin:0 0 12px;padding:12px;background:rgba(255,255,255,.06);border-radius:6px';
      item.textContent = e.location + '  ' + e.message + (e.hint ? '\\n    ' + e.hint : '');
      overlay.append(item);
    }
    document.body.append(overlay);
  };
  const source = new EventSource('/__reload');
  source.addEventListener('errors', (event) => show(JSON.parse(event.data).errors));
  source.addEventListener('reload', (event) => {
    const data = JSON.parse(event.data);
    overlay?.remove();
    overlay = undefined;
    if (data.all || data.routes.includes(here())) {
      sessionStorage.setItem(KEY, JSON.stringify({ path: location.pathname, x: scrollX, y: scrollY }));
      location.reload();
    }
  });
})();
`;
