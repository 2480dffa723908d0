/**
 * A video as a facade (the lite-embed pattern, on the video page): the server HTML is a local
 * poster with a play button and the duration, and it is a link to the video, so the page is
 * complete without JavaScript and loads nothing from the video host. On a click the script
 * first checks that the host answers (an opaque no-cors request, nothing read), then puts the
 * player there; when the host cannot be reached the poster stays, a message says so and the
 * link keeps working, so there is never a broken frame. Nothing plays by itself: the player
 * starts only when the reader presses play in it. Plain DOM code in the browser: no React.
 */

import type { ImageAsset } from '../../types/images.ts';
import { ResponsiveImage } from '../components/ResponsiveImage.tsx';

/** How wide the poster is shown: the article column (at most 720 px), the whole width on phones. */
const POSTER_SIZES = '(min-width: 800px) 720px, 100vw';

/** How long the reachability check may take before the host counts as unreachable. */
export const PROBE_TIMEOUT_MS = 8000;

/** Props of VideoFacade. */
export interface VideoFacadeProps {
  /** The player's URL (site.yaml `videos:`). */
  url: string;
  title: string;
  /** As shown, e.g. 2:37. */
  duration: string;
  /** A content image (a photo comes with its AVIF and WebP variants). */
  poster?: ImageAsset;
  /** Interface text (data/labels.yaml `video:`). */
  text: { play: string; loading: string; unavailable: string; open: string };
}

/** Server side: the poster as a link to the video, and an empty status line for what follows a click. */
export default function VideoFacade({ url, title, duration, poster, text }: VideoFacadeProps) {
  return (
    <>
      <div className="video__frame">
        {/* The link's name is its text, in reading order: "Play video: <title> (<duration>)". */}
        <a className="video__facade" href={url}>
          <span className="video__label">
            {text.play}
            <span className="visually-hidden">:</span>
          </span>
          {poster ? (
            <ResponsiveImage className="video__poster" image={poster} alt={title} sizes={POSTER_SIZES} />
          ) : (
            <span className="visually-hidden">{title}</span>
          )}
          <span className="video__play" aria-hidden="true">
            <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
              <path d="M8 5.5v13l10.5-6.5z" />
            </svg>
          </span>
          <span className="video__duration">
            <span className="visually-hidden">(</span>
            {duration}
            <span className="visually-hidden">)</span>
          </span>
        </a>
      </div>
      <p className="video__status" role="status" />
    </>
  );
}

/** The player's frame. */
function playerFrame({ url, title, duration }: VideoFacadeProps): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.src = url;
  frame.title = `${title} (video, ${duration})`;
  frame.allow = 'fullscreen; picture-in-picture';
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  return frame;
}

/** Whether the video host answers at all. */
async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { mode: 'no-cors', credentials: 'omit', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

/** Browser side: the first plain click on the poster loads the player in its place. */
export function mount(element: HTMLElement, props: VideoFacadeProps): void {
  const facade = element.querySelector<HTMLAnchorElement>('.video__facade');
  const status = element.querySelector<HTMLElement>('.video__status');
  if (!facade || !status) return;
  const play = async (event: MouseEvent) => {
    // A click that opens a new tab or window keeps doing that.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    facade.removeEventListener('click', play);
    facade.classList.add('is-loading');
    status.textContent = props.text.loading;
    if (!(await reachable(props.url))) {
      facade.classList.remove('is-loading');
      const link = Object.assign(document.createElement('a'), { href: props.url, textContent: props.text.open });
      status.replaceChildren(`${props.text.unavailable} `, link);
      return;
    }
    const frame = playerFrame(props);
    facade.replaceWith(frame);
    status.textContent = '';
    frame.focus();
  };
  facade.addEventListener('click', play);
  facade.dataset.ready = '';
}
