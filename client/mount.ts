/** Hydrate one island with React (loaded on demand by hydrate.ts). */
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Attach React to the server-rendered island in `element`. */
export function mount(element: HTMLElement, component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>): void {
  hydrateRoot(element, createElement(component, props));
}
