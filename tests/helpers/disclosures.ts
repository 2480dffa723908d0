/**
 * What a screen reader is told about a page's disclosures: Chromium's own accessibility tree (through
 * the DevTools protocol), so a test sees the name and expanded state the browser exposes for each
 * <summary>, not what the markup seems to say.
 */
import type { Page } from 'playwright-core';

/** One node as the accessibility tree exposes it (`expanded` is false where it has no such state). */
export interface Disclosure {
  name: string;
  expanded: boolean;
}

interface AxNode {
  role?: { value?: string };
  name?: { value?: string };
  properties?: { name: string; value: { value?: unknown } }[];
}

/** Every disclosure toggle (a <summary>) of the page whose accessible name matches `name`, in document order. */
export function disclosures(page: Page, name: RegExp): Promise<Disclosure[]> {
  return accessibleNodes(page, 'DisclosureTriangle', name);
}

/** Every node whose role starts with `role` (Chromium's names: 'heading', 'DisclosureTriangle', …) and whose name matches `name`. */
export async function accessibleNodes(page: Page, role: string, name: RegExp): Promise<Disclosure[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    return nodes
      .filter((node) => node.role?.value?.startsWith(role) && name.test(node.name?.value ?? ''))
      .map((node) => ({
        name: node.name?.value ?? '',
        expanded: node.properties?.find((p) => p.name === 'expanded')?.value.value === true,
      }));
  } finally {
    await cdp.detach();
  }
}
