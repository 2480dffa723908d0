/**
 * The browser entry: finds island markers ([data-island]) and hydrates each when its strategy
 * says — load (now), idle (when the browser is idle), visible (when scrolled near),
 * interaction (first pointer, key or focus on it), pointer (the first pointer movement on a
 * viewport at least 768 px wide: phones never fetch such an island). React and each island's code are fetched
 * only then, so a page pays only for the islands it has, when it needs them.
 */
import { islands } from 'site:islands';

type Strategy = 'load' | 'idle' | 'visible' | 'interaction' | 'pointer';

/** An island module: a React component to hydrate, or plain DOM code with its own mount(). */
type IslandModule = { default: unknown; mount?: (element: HTMLElement, props: Record<string, unknown>) => void };

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  const load = islands[name];
  if (!load) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  const module = (await load()) as IslandModule;
  if (module.mount) {
    module.mount(element, props);
    return;
  }
  const { mount } = await import('./mount.ts');
  mount(element, module.default as Parameters<typeof mount>[1], props);
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
  } else if (strategy === 'pointer') {
    const wide = window.matchMedia('(min-width: 768px)');
    const onMove = () => {
      if (!wide.matches) return;
      window.removeEventListener('pointermove', onMove);
      run();
    };
    window.addEventListener('pointermove', onMove, { passive: true });
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
