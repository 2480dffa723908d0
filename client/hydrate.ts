/**
 * The browser entry: finds island markers ([data-island]) and hydrates each when its strategy
 * says — load (now), idle (when the browser is idle), visible (when scrolled near),
 * interaction (first pointer, key or focus on it). React and each island's code are fetched
 * only then, so a page pays only for the islands it has, when it needs them.
 */
import { islands } from 'site:islands';

type Strategy = 'load' | 'idle' | 'visible' | 'interaction';

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  const load = islands[name];
  if (!load) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  const [{ mount }, module] = await Promise.all([import('./mount.ts'), load()]);
  mount(element, module.default, JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>);
}

function schedule(element: HTMLElement): void {
  const strategy = (element.dataset.strategy ?? 'load') as Strategy;
  const run = () => void hydrate(element);
  if (strategy === 'idle') {
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  } else if (strategy === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        run();
      }
    }, { rootMargin: '200px' });
    // The wrapper is display: contents (no box of its own): observe what it renders.
    observer.observe(element.firstElementChild ?? element);
  } else if (strategy === 'interaction') {
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    const once = () => {
      events.forEach((e) => element.removeEventListener(e, once));
      run();
    };
    events.forEach((e) => element.addEventListener(e, once, { passive: true }));
  } else {
    run();
  }
}

document.querySelectorAll<HTMLElement>('[data-island]').forEach(schedule);
