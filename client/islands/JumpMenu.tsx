/**
 * 'Jump to a Section' (the AI-first article): a grid of buttons; each smooth-scrolls,
 * after a 100 ms delay, to its section and moves focus there. Without JavaScript the buttons
 * are plain in-page links.
 */
import type { MouseEvent } from 'react';

/** Delay between the press and the scroll: 100 ms. */
export const JUMP_DELAY_MS = 100;

/** Props of JumpMenu. */
export interface JumpMenuProps {
  title: string;
  items: { id: string; label: string }[];
}

/** Scroll to a section after the delay, then focus it for keyboard and screen-reader users. */
function jump(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  event.preventDefault();
  window.setTimeout(() => {
    const target = document.getElementById(id);
    if (!target) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    history.replaceState(null, '', `#${id}`);
  }, JUMP_DELAY_MS);
}

/** The jump menu. */
export default function JumpMenu({ title, items }: JumpMenuProps) {
  return (
    <nav className="jump-menu" aria-labelledby="jump-menu-title">
      <h2 className="jump-menu__title" id="jump-menu-title">
        {title}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a className="jump-menu__button" href={`#${item.id}`} onClick={(event) => jump(event, item.id)}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
