/**
 * Layout rules measured in the browser (tests/e2e/layout.test.ts). `layoutProblems` runs inside
 * the page (page.evaluate), so it is self-contained: no imports, no helpers from outside it.
 *
 * - Text stays inside every box that contains it (its block ancestors), unless a scroll
 *   container between them lets the reader scroll to it; the page itself never scrolls sideways.
 * - No word is broken across two lines (an API name such as MQL_Date__c counts as one word);
 *   lines break between words, at hyphens and at slashes.
 * - Main content lines up with the header: every `.wrap` in main and footer has the header's
 *   content edges, and no text in main starts left of them or ends right of them (text inside
 *   a scroll container counts by the container's content box).
 * - Desktop: every table and code block fits its column (none needs sideways scrolling).
 * - Phones: every control is at least 44 × 44 CSS px, counting what a tap on it reaches (a
 *   checkbox's label, a card a stretched link covers). Links inside a line of text are exempt,
 *   as WCAG 2.5.8 exempts inline targets: their size is set by the line they sit in.
 *
 * Two more run on their own (issue 38): `measureProblems` (no prose line wider than a measure in
 * ch) and `orphanCardProblems` (no card grid leaves its last card alone on a row, or a column of
 * its only row empty).
 */

/** Options of layoutProblems. */
export interface LayoutProbeOptions {
  /** Check touch-target sizes (phones). */
  targets: boolean;
  /** Smallest target side in CSS px. */
  minTarget: number;
  /** Desktop: tables and code blocks fit the column (none of them needs to scroll). */
  fit: boolean;
}

/** Every broken layout rule on the page, one line each (runs in the browser). */
export function layoutProblems({ targets, minTarget, fit }: LayoutProbeOptions): string[] {
  const problems: string[] = [];
  const slack = 1;
  const name = (el: Element): string => {
    const classes = [...el.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('');
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes}>${text ? ` "${text}"` : ''}`;
  };
  const style = (el: Element) => getComputedStyle(el);
  // Not rendered, or in a closed <details> (laid out, but content-visibility: hidden).
  const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: false });
  const scrolls = (el: Element) => /auto|scroll/.test(style(el).overflowX);
  const hiddenByClip = (el: Element | null): boolean => {
    for (let a = el; a; a = a.parentElement) if (style(a).clip !== 'auto' || style(a).clipPath !== 'none') return true;
    return false;
  };
  const contentBox = (el: Element) => {
    const r = el.getBoundingClientRect();
    const s = style(el);
    return {
      left: r.left + Number.parseFloat(s.paddingLeft) + Number.parseFloat(s.borderLeftWidth),
      right: r.right - Number.parseFloat(s.paddingRight) - Number.parseFloat(s.borderRightWidth),
    };
  };

  const viewport = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > viewport + slack)
    problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px wide in a ${viewport}px viewport`);

  const headerWrap = document.querySelector('body > header .wrap, .site-header .wrap, .demo-header .wrap');
  const edges = headerWrap ? contentBox(headerWrap) : { left: 0, right: viewport };
  if (!headerWrap) problems.push('no header .wrap to line up with');
  for (const wrap of document.querySelectorAll('main .wrap, footer .wrap')) {
    const box = contentBox(wrap);
    if (wrap.getBoundingClientRect().width === 0) continue;
    if (Math.abs(box.left - edges.left) > slack || Math.abs(box.right - edges.right) > slack)
      problems.push(
        `${name(wrap)}: content edges ${Math.round(box.left)}–${Math.round(box.right)}px, the header's ${Math.round(edges.left)}–${Math.round(edges.right)}px`,
      );
  }

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const reported = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || !visible(parent) || hiddenByClip(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (rects.length === 0) continue;
    const left = Math.min(...rects.map((r) => r.left));
    const right = Math.max(...rects.map((r) => r.right));
    // Inside a scroll container the reader can scroll to the text: only the container's own box counts.
    let scroller: Element | undefined;
    for (let a: Element | null = parent; a && a !== document.body && !scroller; a = a.parentElement) if (scrolls(a)) scroller = a;
    for (let a: Element | null = parent; a && a !== document.body && !scroller; a = a.parentElement) {
      const display = style(a).display;
      if (display === 'contents' || display === 'inline') continue;
      const box = a.getBoundingClientRect();
      if (left < box.left - slack || right > box.right + slack) {
        if (!reported.has(a))
          problems.push(
            `text overflows ${name(a)}: "${node.textContent.trim().slice(0, 40)}" spans ${Math.round(left)}–${Math.round(right)}px, the box ${Math.round(box.left)}–${Math.round(box.right)}px`,
          );
        reported.add(a);
        break;
      }
    }
    // A word (letters, digits and underscores: an API name is one word) that wraps onto a second line was broken mid-word.
    for (const word of node.textContent.matchAll(/[\p{L}\p{N}_]{2,}/gu)) {
      const wordRange = document.createRange();
      wordRange.setStart(node, word.index);
      wordRange.setEnd(node, word.index + word[0].length);
      const tops = [...wordRange.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top));
      if (new Set(tops).size > 1 && !reported.has(parent)) {
        reported.add(parent);
        problems.push(`"${word[0]}" is broken across lines in ${name(parent)}`);
      }
    }
    if (!parent.closest('main')) continue;
    // A scroller counts by its content box: one that bleeds to the screen edges with the gutter as padding starts its content on them.
    const extent = scroller ? contentBox(scroller) : { left, right };
    const owner = scroller ?? parent;
    if ((extent.left < edges.left - slack || extent.right > edges.right + slack) && !reported.has(owner)) {
      reported.add(owner);
      problems.push(
        `${name(owner)} sits outside the content edges ${Math.round(edges.left)}–${Math.round(edges.right)}px: ${Math.round(extent.left)}–${Math.round(extent.right)}px`,
      );
    }
  }

  if (fit)
    for (const scroller of document.querySelectorAll('main pre, main .table-scroll'))
      if (scroller.scrollWidth > scroller.clientWidth + slack)
        problems.push(`${name(scroller)} needs sideways scrolling on a desktop: ${scroller.scrollWidth}px in ${scroller.clientWidth}px`);

  if (!targets) return problems;
  const controls = document.querySelectorAll<HTMLElement>(
    'a[href], button, summary, input:not([type="hidden"]), select, textarea, [role="button"]',
  );
  for (const control of controls) {
    const rect = control.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || rect.bottom + window.scrollY <= 0 || !visible(control)) continue;
    if (hiddenByClip(control)) continue;
    if (style(control).display === 'inline') {
      // Inline: exempt when it shares its line box with other text (a link in a sentence).
      let block: Element | null = control.parentElement;
      while (block && style(block).display.startsWith('inline')) block = block.parentElement;
      const own = (control.textContent ?? '').trim();
      if (block && (block.textContent ?? '').replace(own, '').trim().length > 0) continue;
    }
    let { width, height } = rect;
    const grow = (r: DOMRect) => {
      width = Math.max(width, r.width);
      height = Math.max(height, r.height);
    };
    if (control instanceof HTMLInputElement) for (const label of control.labels ?? []) grow(label.getBoundingClientRect());
    const after = getComputedStyle(control, '::after');
    if (after.content !== 'none' && after.position === 'absolute') {
      let holder = control.parentElement;
      while (holder && style(holder).position === 'static') holder = holder.parentElement;
      if (holder) grow(holder.getBoundingClientRect());
    }
    if (width < minTarget - 0.5 || height < minTarget - 0.5)
      problems.push(
        `${name(control)} is a ${Math.round(width)} × ${Math.round(height)}px target (at least ${minTarget} × ${minTarget} on a phone)`,
      );
  }
  return problems;
}

/**
 * Prose lines wider than `maxCh` (runs in the browser). Prose is every visible paragraph and
 * text-only list item in main; a line is one of the block's line boxes (its text's client rects
 * on one line), measured in `ch` of the block's own font. A ch is the width of "0", wider than an
 * average letter: the articles' 70ch column holds about 92–96 characters a line.
 */
export function measureProblems(maxCh: number): string[] {
  const problems: string[] = [];
  for (const block of document.querySelectorAll<HTMLElement>('main p, main li:not(:has(p, ul, ol, div))')) {
    if (!block.checkVisibility({ visibilityProperty: true }) || !block.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(block);
    const lines = new Map<number, { left: number; right: number }>();
    for (const r of range.getClientRects()) {
      if (r.width === 0 || r.height === 0) continue;
      const key = [...lines.keys()].find((top) => Math.abs(top - r.top) < r.height / 2) ?? r.top;
      const line = lines.get(key) ?? { left: r.left, right: r.right };
      lines.set(key, { left: Math.min(line.left, r.left), right: Math.max(line.right, r.right) });
    }
    const probe = document.createElement('span');
    probe.style.cssText = 'position:absolute;visibility:hidden;width:1ch;height:0';
    block.append(probe);
    const ch = probe.getBoundingClientRect().width;
    probe.remove();
    const widest = Math.max(0, ...[...lines.values()].map((l) => l.right - l.left)) / ch;
    if (widest > maxCh) {
      const text = block.textContent.replace(/\s+/g, ' ').trim().slice(0, 40);
      const tag = `${block.tagName.toLowerCase()}${[...block.classList].map((c) => `.${c}`).join('')}`;
      problems.push(`<${tag}> "${text}": a line ${Math.round(widest)}ch wide (at most ${maxCh}ch)`);
    }
  }
  return problems;
}

/**
 * Card grids whose last row holds one card that does not span the row, or whose cards all sit on
 * one row that leaves a column empty (runs in the browser). A card grid is any visible CSS grid
 * container with two or more visible children sharing a class (or, classless, the same element);
 * its rows are found from the children's tops.
 */
export function orphanCardProblems(): string[] {
  const problems: string[] = [];
  for (const grid of document.querySelectorAll<HTMLElement>('body *')) {
    const style = getComputedStyle(grid);
    if (!/^(inline-)?grid$/.test(style.display) || !grid.checkVisibility({ visibilityProperty: true })) continue;
    const cards = [...grid.children].filter((c) => c.getBoundingClientRect().width > 0 && getComputedStyle(c).position !== 'absolute');
    // Cards are alike: they share a class, or none has a class and all are the same element (<li>s).
    const first = cards[0];
    const shared = first ? [...first.classList].filter((c) => cards.every((card) => card.classList.contains(c))) : [];
    const alike = first && cards.every((card) => card.classList.length === 0 && card.tagName === first.tagName);
    if (cards.length < 2 || (shared.length === 0 && !alike)) continue;
    const kind = shared[0] ? `.${shared[0]}` : `<${first!.tagName.toLowerCase()}>`;
    const label = `<${grid.tagName.toLowerCase()}${[...grid.classList].map((c) => `.${c}`).join('')}>`;
    const rows = new Map<number, Element[]>();
    for (const card of cards) {
      const top = Math.round(card.getBoundingClientRect().top);
      const row = [...rows.keys()].find((t) => Math.abs(t - top) <= 2) ?? top;
      rows.set(row, [...(rows.get(row) ?? []), card]);
    }
    const ordered = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
    const last = ordered.at(-1)!;
    const inner = grid.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    if (ordered.length === 1) {
      // One row: the room left after its last card fits another card of that row.
      const left = Math.min(...last.map((card) => card.getBoundingClientRect().left));
      const right = Math.max(...last.map((card) => card.getBoundingClientRect().right));
      const narrowest = Math.min(...last.map((card) => card.getBoundingClientRect().width));
      const room = inner - (right - left);
      if (room >= narrowest)
        problems.push(
          `${label}: its ${last.length} ${kind} cards fill ${Math.round(right - left)} of ${Math.round(inner)}px, leaving a column empty`,
        );
      continue;
    }
    if (last.length !== 1 || Math.max(...ordered.map((r) => r.length)) < 2) continue;
    const width = last[0]!.getBoundingClientRect().width;
    if (width < inner - 2) {
      const text = (last[0]!.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      problems.push(
        `${label}: its last row holds one ${kind} alone ("${text}"), ${Math.round(width)} of ${Math.round(inner)}px, after rows of ${ordered
          .slice(0, -1)
          .map((r) => r.length)
          .join(', ')}`,
      );
    }
  }
  return problems;
}
