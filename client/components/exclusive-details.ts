/**
 * One open at a time among <details> that share a name. Browsers with exclusive accordions
 * (<details name>) do this natively, before and without JavaScript; for those without, an
 * island passes this as onToggle. It only ever closes the others, never the one just opened.
 */
import type { SyntheticEvent } from 'react';

/** onToggle of a named <details>: once it is open, close every other open one of its name. */
export function closeOtherDetails(event: SyntheticEvent<HTMLDetailsElement>): void {
  const opened = event.currentTarget;
  const name = opened.getAttribute('name');
  if (!opened.open || !name) return;
  for (const other of document.querySelectorAll<HTMLDetailsElement>('details[name]')) {
    if (other !== opened && other.open && other.getAttribute('name') === name) other.open = false;
  }
}
