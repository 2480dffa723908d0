/** axe-core in a Playwright page: WCAG 2.1 A/AA and best-practice violations, one line each. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import type { expect } from 'vitest';

const axeSource = readFileSync(join(dirname(createRequire(import.meta.url).resolve('axe-core')), 'axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Run axe on the page (opened with bypassCSP); one line per violation: rule, impact, help, then each target and why. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
    // resultTypes: only violations get every node; passes stop at the first (much faster).
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
    }));
  }, AXE_TAGS);
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `      ${n.target}\n        ${n.summary.replace(/\n\s*/g, ' ')}`).join('\n')}`,
  );
}

/** Assert no violations, naming the place in the failure message. */
export function expectNoViolations(where: string, violations: string[], check: typeof expect): void {
  check(violations, `${where}: ${violations.length} axe violation(s):\n  ${violations.join('\n  ')}`).toEqual([]);
}

/**
 * Let CSS transitions and finite animations (the framework highlight: 0.3 s) finish before
 * measuring colours: two frames for a class change to start its transition, then every running
 * one's end (a second at most).
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.race([frame(), new Promise((resolve) => setTimeout(resolve, 100))]);
    const running = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
      .map((a) => a.finished.catch(() => null));
    await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 1000))]);
  });
}
