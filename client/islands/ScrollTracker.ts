/**
 * Scroll tracking: only when ?e= is in the address, once per page view, when
 * scrollY + innerHeight reaches 30% of the document height, one image request to the tracking
 * pixel with email and page_url, both URL-encoded. page_url is the page's address without its
 * query string or fragment: the visitor's own parameters (e, fn, anything else a link added)
 * never travel in it; the e-mail goes only in the email parameter the tracking pixel reads. Never
 * repeats; a page short enough to start past 30% fires on load. Plain DOM code: no React.
 */

/** Share of the page that must have been reached: 30%. */
export const TRACKING_THRESHOLD = 0.3;

/** Props of ScrollTracker. */
export interface ScrollTrackerProps {
  pixel: string;
}

/** The tracking pixel URL for an e-mail and page address. */
export function pixelUrl(pixel: string, email: string, pageUrl: string): string {
  return `${pixel}${pixel.includes('?') ? '&' : '?'}email=${encodeURIComponent(email)}&page_url=${encodeURIComponent(pageUrl)}`;
}

/** The page address the pixel reports: origin and path, without the query and fragment. */
export function trackedPageUrl(location: Pick<Location, 'origin' | 'pathname'>): string {
  return location.origin + location.pathname;
}

/** Server side: nothing to render. */
export default function ScrollTracker(_props: ScrollTrackerProps): null {
  return null;
}

/** Browser side: watch the scroll position and send the pixel once. */
export function mount(_element: HTMLElement, { pixel }: ScrollTrackerProps): void {
  const email = new URLSearchParams(window.location.search).get('e');
  if (!email) return;
  const check = () => {
    const reached = window.scrollY + window.innerHeight >= TRACKING_THRESHOLD * document.documentElement.scrollHeight;
    if (!reached) return;
    window.removeEventListener('scroll', check);
    new Image().src = pixelUrl(pixel, email, trackedPageUrl(window.location));
  };
  window.addEventListener('scroll', check, { passive: true });
  check();
}
