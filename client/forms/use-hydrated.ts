/** Whether the island has hydrated: false in the server HTML and the hydrating render, true right after. */
import { useLayoutEffect, useState } from 'react';

/**
 * False while the markup must equal the server HTML, true once React has attached. Use it to
 * add what only works with JavaScript (e.g. the script's own validation messages) on top of
 * the working server HTML, never to take something the visitor already did away. A layout
 * effect: the change is committed in the same task as the hydration, before the next event.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}
