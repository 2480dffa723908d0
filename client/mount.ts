/** Hydrate one island with React (loaded on demand by hydrate.ts). */
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Renders its child unchanged and reports once React has committed the hydrated tree. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children?: ReactNode }): ReactNode {
  // A parent's effects run after its children's: the island's own effects are in place.
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** Attach React to the server-rendered island in `element`; resolves once it has hydrated. */
export function mount(
  element: HTMLElement,
  component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
): Promise<void> {
  return new Promise((hydrated) => {
    hydrateRoot(element, createElement(Hydrated, { onHydrated: () => hydrated() }, createElement(component, props)));
  });
}
