/** The virtual module cli/assets/client-bundle.ts generates from the islands in templates/registry.ts. */
declare module 'site:islands' {
  import type { ComponentType } from 'react';
  /** Island name (file name) → loader of its module. */
  export const islands: Record<
    string,
    () => Promise<{
      default: ComponentType<Record<string, unknown>>;
      mount?: (element: HTMLElement, props: Record<string, unknown>) => void;
    }>
  >;
}
