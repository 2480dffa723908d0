/**
 * Activations that reach an island before its code does. hydrate.ts records, in order, every
 * click (a keyboard Enter or Space on a button is a click too) on a button that has no native
 * action of its own (type="button", enabled), with the button's child-index path inside the
 * island; once the island has hydrated, it clicks the same button again (or, if hydration
 * replaced the node, the one at the same path). Links, <summary>, form controls and submit
 * buttons are never recorded: the browser already did what they do, and hydration adopts the
 * DOM they changed.
 */

/** One recorded activation: the button and its path of child indexes from the island wrapper. */
interface Activation {
  target: HTMLButtonElement;
  path: number[];
}

/** Records activations on one island until stopped, then replays them. */
export interface ActivationRecorder {
  /** Stop recording: call right before the island's own code attaches its handlers. */
  stop(): void;
  /** Replay what was recorded, in order, one task apart so each click sees the last one's render. */
  replay(): Promise<void>;
}

/** The button a click activated, when the click did nothing natively (type="button", enabled). */
function replayableButton(event: Event, island: HTMLElement): HTMLButtonElement | null {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || !island.contains(button) || button.type !== 'button' || button.disabled) return null;
  return button;
}

/** Child indexes from `root` down to `element`. */
function pathOf(element: Element, root: Element): number[] {
  const path: number[] = [];
  let node = element;
  while (node !== root && node.parentElement) {
    const parent: HTMLElement = node.parentElement;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return path;
}

/** The element at `path` under `root`, if there still is one. */
function elementAt(root: Element, path: number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
}

/** Start recording activations on `island`; `onActivation` runs at each one (to hydrate now). `early`: buttons clicked before this runtime ran (templates/early-clicks.ts), replayed first. */
export function recordActivations(
  island: HTMLElement,
  onActivation: () => void,
  early: readonly HTMLButtonElement[] = [],
): ActivationRecorder {
  const recorded: Activation[] = early
    .filter((button) => island.contains(button))
    .map((target) => ({ target, path: pathOf(target, island) }));
  const listener = (event: Event) => {
    const target = replayableButton(event, island);
    if (!target) return;
    recorded.push({ target, path: pathOf(target, island) });
    onActivation();
  };
  island.addEventListener('click', listener, { capture: true });
  return {
    stop: () => island.removeEventListener('click', listener, { capture: true }),
    async replay() {
      for (const { target, path } of recorded.splice(0)) {
        const element = island.contains(target) ? target : elementAt(island, path);
        if (element instanceof HTMLButtonElement && !element.disabled) element.click();
        await new Promise((done) => setTimeout(done, 0));
      }
    },
  };
}
