/**
 * Marks an interactive component as an island: it is rendered to HTML here like any other
 * component, and client/hydrate.ts hydrates it in the browser with the same props, when its
 * strategy says so (load, idle, visible, interaction). The component must live in
 * client/islands/<Name>.tsx and be that file's default export, named <Name>.
 */
import type { ComponentType } from 'react';
import { useRender } from './context.tsx';
import type { HydrationStrategy } from './types.ts';

/** Props of Island. */
export interface IslandProps<P extends object, S extends object = object> {
  component: ComponentType<P & S>;
  /** What the component renders with here and is given again in the browser. */
  props: P;
  /**
   * What the component renders with here only, never sent to the browser: for an island whose
   * browser side is a mount() that reads it from the server HTML (a React island must get the
   * same props on both sides).
   */
  serverProps?: S;
  strategy?: HydrationStrategy;
  /** Extra class on the wrapper (it is display: contents by default). */
  className?: string;
}

/** Render an island: server HTML now, hydration later. */
export function Island<P extends object, S extends object = object>({
  component: Component,
  props,
  serverProps,
  strategy = 'load',
}: IslandProps<P, S>) {
  const name = Component.displayName ?? Component.name;
  addIsland(useRender().islands, name, strategy);
  return (
    <div data-island={name} data-strategy={strategy} data-props={JSON.stringify(props)}>
      <Component {...props} {...(serverProps as S)} />
    </div>
  );
}

/** Record that the page uses island `name`: a strategy of 'load' wins over any other, else the first one stays. */
export function addIsland(islands: Map<string, HydrationStrategy>, name: string, strategy: HydrationStrategy): void {
  if (!islands.has(name) || strategy === 'load') islands.set(name, strategy);
}
