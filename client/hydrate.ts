/**
 * The browser entry: finds island markers ([data-island]) and hydrates each when its strategy
 * says — load (now), idle (when the browser is idle), visible (when scrolled near),
 * interaction (first pointer, key or focus on it), pointer (the first pointer movement on a
 * viewport at least 768 px wide: phones never fetch such an island). React and each island's code are fetched
 * only then, so a page pays only for the islands it has, when it needs them.
 * No click is lost on the way: from the moment this runtime runs, a click on a button of an
 * island that has not hydrated yet is recorded, hydrates that island at once whatever its
 * strategy, and is replayed on the same button once the island's code has taken over
 * (client/activations.ts). Native controls (links, <details>, form fields) need no replay.
 */
import { islands } from 'site:islands';
import { recordActivations, type ActivationRecorder } from './activations.ts';

type Strategy = 'load' | 'idle' | 'visible' | 'interaction' | 'pointer';

/** An island module: a React component to hydrate, or plain DOM code with its own mount(). */
type IslandModule = { default: unknown; mount?: (element: HTMLElement, props: Record<string, unknown>) => void };

/** Islands whose hydration has started (a strategy and an early click may both ask). */
const started = new WeakSet<HTMLElement>();

async function hydrate(element: HTMLElement, recorder: ActivationRecorder): Promise<void> {
  if (started.has(element)) return;
  started.add(element);
  const name = element.dataset.island ?? '';
  const load = islands[name];
  if (!load) {
    recorder.stop();
    console.error(`Unknown island "${name}"`);
    return;
  }
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  const module = (await load()) as IslandModule;
  if (module.mount) {
    recorder.stop();
    module.mount(element, props);
  } else {
    const { mount } = await import('./mount.ts');
    // From here React sees every click itself (it replays those that come while it hydrates).
    recorder.stop();
    await mount(element, module.default as Parameters<typeof mount>[1], props);
  }
  await recorder.replay();
}

/** Clicks the inline recorder in <head> (templates/early-clicks.ts) caught before this runtime ran; it stops as the islands' own recorders start. */
function takeEarlyClicks(): HTMLButtonElement[] {
  const early = (window as { __islandClicks?: { clicks: HTMLButtonElement[]; stop(): void } }).__islandClicks;
  early?.stop();
  return early?.clicks ?? [];
}

function schedule(element: HTMLElement, early: readonly HTMLButtonElement[]): void {
  const strategy = (element.dataset.strategy ?? 'load') as Strategy;
  const run = () => void hydrate(element, recorder);
  const recorder = recordActivations(element, run, early);
  if (early.some((button) => element.contains(button))) return run(); // clicked already: hydrate now
  if (strategy === 'idle') {
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  } else if (strategy === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      { rootMargin: '200px' },
    );
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
      for (const e of events) element.removeEventListener(e, once);
      run();
    };
    for (const e of events) element.addEventListener(e, once, { passive: true });
  } else {
    run();
  }
}

const early = takeEarlyClicks();
for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) schedule(element, early);
