/**
 * Lead capture end to end in Chromium: every form's posted fields, the tracking
 * pixel, the simulated scorecard submit, the briefing row in real Postgres, the demo post.
 * Endpoints are a local inbox that records each request; Supabase is the local data API.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listSubmissions } from '../../cli/dev/submissions-db.ts';
import { startLeadSite, type LeadSite } from '../helpers/lead-site.ts';

/** A change of the scorecard's submit button, as the page recorded it. */
type ButtonChange = { text: string | null; disabled: boolean; at: number };

let site: LeadSite;
beforeAll(async () => {
  site = await startLeadSite();
  // The database takes return_url only from the site's origins: add this test server's, as
  // site dev and a deployment do (supabase/migrations/20261123000000_…).
  await site.db.query('insert into private.briefing_return_origins (origin) values ($1) on conflict do nothing', [site.url]);
}, 120_000);
afterAll(async () => site?.close());
beforeEach(() => {
  site.inbox.entries.length = 0;
  site.inbox.setDelay(0);
  site.dataApi.setFailure('none');
});

/** A page at a viewport, collecting console messages and dialogs (alerts are accepted and recorded). */
async function open(path: string, width = 1280, height = 900) {
  const page = await site.browser.newPage({ viewport: { width, height } });
  const logs: { type: string; text: string }[] = [];
  const alerts: string[] = [];
  const requests: Request[] = [];
  page.on('console', (m) => logs.push({ type: m.type(), text: m.text() }));
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  page.on('request', (r) => requests.push(r));
  await page.goto(`${site.url}${path}`);
  return { page, logs, alerts, requests };
}

/** Wait until React has hydrated the element matched by `selector`. */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((s) => {
    const el = document.querySelector(s);
    return !!el && Object.keys(el).some((k) => k.startsWith('__react'));
  }, selector);
}

/** Button state shortly after a submit, reported from inside the page (a pending navigation blocks Playwright's own queries). */
async function buttonStateAfterSubmit(page: Page, selector: string, click: () => Promise<unknown>) {
  const states: { text: string; disabled: boolean; spinner: boolean }[] = [];
  await page.exposeFunction('reportButton', (state: (typeof states)[number]) => states.push(state));
  await page.evaluate((sel) => {
    document.addEventListener(
      'submit',
      () =>
        setTimeout(() => {
          const b = document.querySelector(sel) as HTMLButtonElement;
          (window as unknown as { reportButton(s: unknown): void }).reportButton({
            text: b.textContent,
            disabled: b.disabled,
            spinner: !!b.querySelector('.spinner'),
          });
        }, 50),
      true,
    );
  }, selector);
  await click();
  await expect.poll(() => states.length).toBe(1);
  return states[0]!;
}

/** Move the pointer (loading the modal's code), then leave through the top edge of the window. */
async function exitThroughTop(page: Page) {
  await page.mouse.move(400, 300);
  await page.mouse.move(420, 200);
  await hydrated(page, 'dialog.modal');
  await page.evaluate(() =>
    document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientX: 420, clientY: -2, relatedTarget: null })),
  );
}

const dialogOpen = (page: Page) => page.evaluate(() => (document.querySelector('dialog.modal') as HTMLDialogElement).open);

describe('scorecard modal', () => {
  it('is closed by default and opens when the pointer leaves through the top at 1280 px, only once', async () => {
    const { page } = await open('/data-strategy');
    expect(await dialogOpen(page)).toBe(false);
    await exitThroughTop(page);
    expect(await dialogOpen(page)).toBe(true);
    // Focus moved into the dialog.
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog.modal'))).toBe(true);
    await page.locator('.modal__close').click();
    expect(await dialogOpen(page)).toBe(false);
    await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: -2, relatedTarget: null })));
    expect(await dialogOpen(page)).toBe(false);
    await page.close();
  });

  it('never opens, and its code is never fetched, on a 767 px viewport', async () => {
    const { page, requests } = await open('/data-strategy', 767);
    await page.mouse.move(300, 300);
    await page.mouse.move(320, 200);
    await page.waitForTimeout(300);
    await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: -2, relatedTarget: null })));
    expect(await dialogOpen(page)).toBe(false);
    expect(requests.map((r) => r.url()).filter((u) => u.includes('ScorecardModal') || u.includes('/mount-'))).toEqual([]);
    await page.close();
  });

  it('closes with Escape and with a press outside, returning focus', async () => {
    const { page } = await open('/lead-quality');
    await page.locator('.site-header__logo').focus();
    await exitThroughTop(page);
    expect(await dialogOpen(page)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog.modal'))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await dialogOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('site-header__logo'))).toBe(true);

    await page.evaluate(() => (document.querySelector('dialog.modal') as HTMLDialogElement).showModal());
    await page.mouse.click(5, 5);
    expect(await dialogOpen(page)).toBe(false);
    await page.close();
  });

  it('posts firstName, workEmail, challenge and ret to the scorecard endpoint, showing Submitting...', async () => {
    const { page } = await open('/stalled-leads');
    await exitThroughTop(page);
    await page.fill('#modal-first-name', 'Ada');
    await page.fill('#modal-work-email', 'ada@example.com');
    await page.fill('#modal-challenge', 'Messy handoffs between teams');
    expect(await page.locator('dialog.modal textarea').getAttribute('rows')).toBe('3');
    expect(await page.locator('dialog.modal textarea').getAttribute('placeholder')).toContain('lead quality issues');
    await expect(page.locator('dialog.modal').textContent()).resolves.toContain('Help us personalize your scorecard');
    const posted = site.inbox.next();
    await page.locator('dialog.modal button[type="submit"]').click();
    const entry = await posted;
    expect(entry.endpoint).toBe('scorecardForm');
    expect(entry.method).toBe('POST');
    expect(entry.fields).toEqual({
      firstName: 'Ada',
      workEmail: 'ada@example.com',
      challenge: 'Messy handoffs between teams',
      ret: site.url,
    });
    await page.waitForURL(`${site.url}/__inbox/scorecardForm`);
    await page.close();
  });

  it('shows the button disabled with Submitting... while posting', async () => {
    const { page } = await open('/stalled-leads');
    await exitThroughTop(page);
    await page.fill('#modal-first-name', 'Ada');
    await page.fill('#modal-work-email', 'ada@example.com');
    // Hold the answer so the submitting state can be observed while the post is in flight.
    site.inbox.setDelay(1000);
    const state = await buttonStateAfterSubmit(page, 'dialog.modal button[type="submit"]', () =>
      page.evaluate(() => (document.querySelector('dialog.modal button[type="submit"]') as HTMLButtonElement).click()),
    );
    expect(state).toEqual({ text: 'Submitting...', disabled: true, spinner: false });
    await page.waitForURL(`${site.url}/__inbox/scorecardForm`);
    await page.close();
  });

  it('prefills from ?e= and ?fn= with a green confirmation that switches to the fields, as text not markup', async () => {
    const fn = '<img src=x onerror="window.__pwned=1">Ada';
    const { page } = await open(`/data-strategy?e=${encodeURIComponent('ada@example.com')}&fn=${encodeURIComponent(fn)}`);
    await exitThroughTop(page);
    const confirm = page.locator('dialog.modal .identity-confirm--green');
    await expect(confirm.locator('.identity-confirm__text').textContent()).resolves.toBe(
      `Sending your scorecard to ${fn} at ada@example.com`,
    );
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await confirm.click();
    await expect(page.locator('#modal-first-name').inputValue()).resolves.toBe(fn);
    await expect(page.locator('#modal-work-email').inputValue()).resolves.toBe('ada@example.com');
    await page.close();
  });

  it('alerts "Please fill in all required fields" and sends nothing when the first name is missing', async () => {
    const { page, alerts } = await open(`/data-strategy?e=${encodeURIComponent('ada@example.com')}`);
    await exitThroughTop(page);
    await page.locator('dialog.modal button[type="submit"]').click();
    await expect.poll(() => alerts).toEqual(['Please fill in all required fields']);
    await page.waitForTimeout(300); // and nothing is sent after it
    expect(site.inbox.entries.filter((e) => e.endpoint === 'scorecardForm')).toEqual([]);
    expect(await dialogOpen(page)).toBe(true);
    await page.close();
  });
});

describe('scroll tracking', () => {
  it('sends one pixel request with email and page_url at 30% scroll, only with ?e=', async () => {
    const email = 'ada+test@example.com';
    const { page } = await open(`/lead-quality?e=${encodeURIComponent(email)}&fn=Ada`, 1280, 800);
    await page.waitForLoadState('networkidle');
    expect(site.inbox.entries).toEqual([]);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), Math.floor(0.3 * height) - 800 - 50);
    await page.waitForTimeout(200);
    expect(site.inbox.entries).toEqual([]);
    const hit = site.inbox.next();
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), Math.ceil(0.3 * height) - 800 + 10);
    const entry = await hit;
    expect(entry.endpoint).toBe('trackingPixel');
    expect(entry.method).toBe('GET');
    // The page address without the visitor's query (e, fn): the e-mail travels only as email.
    const pageUrl = `${site.url}/lead-quality`;
    expect(entry.query).toBe(`?email=${encodeURIComponent(email)}&page_url=${encodeURIComponent(pageUrl)}`);
    expect(entry.fields).toEqual({ email, page_url: pageUrl });
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.waitForTimeout(300);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.waitForTimeout(300);
    expect(site.inbox.entries.filter((e) => e.endpoint === 'trackingPixel')).toHaveLength(1);
    await page.close();
  });

  it('fires once on load when the page starts past 30%, and never without ?e=', async () => {
    const { page } = await open('/articles', 1280, 900);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.waitForTimeout(400);
    expect(site.inbox.entries).toEqual([]);
    await page.close();
    const tall = await open('/404', 1280, 4000);
    await tall.page.waitForLoadState('networkidle');
    expect(site.inbox.entries).toEqual([]);
    await tall.page.goto(`${site.url}/404?e=ada%40example.com`);
    await tall.page.waitForLoadState('networkidle');
    await expect.poll(() => site.inbox.entries.map((e) => e.endpoint)).toEqual(['trackingPixel']);
    await tall.page.waitForTimeout(200); // and only once
    expect(site.inbox.entries.map((e) => e.endpoint)).toEqual(['trackingPixel']);
    await tall.page.close();
  });
});

describe('visitor text is data, never a pattern (issue 15)', () => {
  /** Open /maturity-briefing with ?e= and ?fn= and return the hydrated confirmation. */
  async function confirmation(email: string, firstName: string) {
    const opened = await open(`/maturity-briefing?e=${encodeURIComponent(email)}&fn=${encodeURIComponent(firstName)}`);
    await hydrated(opened.page, '.identity-confirm');
    return { ...opened, confirm: opened.page.locator('.identity-confirm__text') };
  }

  it('shows fn=A$&B exactly as sent', async () => {
    const { page, confirm } = await confirmation('ada@example.com', 'A$&B');
    await expect(confirm.textContent()).resolves.toBe('Preparing the brief for A$&B at ada@example.com');
    await expect(confirm.locator('.identity-confirm__name').textContent()).resolves.toBe('A$&B');
    await page.close();
  });

  it('shows an fn holding {email} literally, and the e-mail only in its place', async () => {
    const { page, confirm } = await confirmation('ada@example.com', '{email} {name} $1');
    await expect(confirm.textContent()).resolves.toBe('Preparing the brief for {email} {name} $1 at ada@example.com');
    await expect(confirm.locator('.identity-confirm__email').textContent()).resolves.toBe('ada@example.com');
    await page.close();
  });

  it('shows fn=A$&B exactly in the scorecard modal too', async () => {
    const { page } = await open(`/data-strategy?e=ada%40example.com&fn=${encodeURIComponent('A$&B')}`);
    await exitThroughTop(page);
    await expect(page.locator('dialog.modal .identity-confirm__text').textContent()).resolves.toBe(
      'Sending your scorecard to A$&B at ada@example.com',
    );
    await page.close();
  });

  it('never confirms an e-mail with a right-to-left override: it goes into the field, the browser refuses it, nothing is sent', async () => {
    // alice@\u202Emoc.elpmaxe reads "alice@example.com"; the form would post the reversed bytes.
    const email = 'alice@\u202Emoc.elpmaxe';
    const { page, requests } = await open(`/maturity-briefing?fn=Alice&e=${encodeURIComponent(email)}`);
    await hydrated(page, '#briefing-work-email');
    await expect.poll(() => page.inputValue('#briefing-work-email')).toBe(email);
    expect(await page.inputValue('#briefing-first-name')).toBe('Alice');
    expect(await page.locator('.identity-confirm').count()).toBe(0);
    await page.locator('form button[type="submit"]').first().click();
    const validity = await page.locator('#briefing-work-email').evaluate((el: HTMLInputElement) => ({
      valid: el.validity.valid,
      message: el.validationMessage,
    }));
    expect(validity.valid).toBe(false);
    expect(validity.message).not.toBe('');
    await page.waitForTimeout(300); // and nothing is sent after it (the tracking pixel aside)
    expect(site.inbox.entries.filter((entry) => entry.endpoint !== 'trackingPixel')).toEqual([]);
    expect(requests.filter((request) => request.url().includes('/rest/v1/'))).toEqual([]);
    await page.close();
  });

  it.each(['ada@exam\u200Bple.com', 'ada\u00A0lovelace@example.com', '\u2066ada@example.com\u2069'])(
    'puts an e-mail with an invisible character (%j) into the field instead of the confirmation',
    async (email) => {
      const { page } = await open(`/maturity-briefing?fn=Ada&e=${encodeURIComponent(email)}`);
      await hydrated(page, '#briefing-work-email');
      await expect.poll(() => page.inputValue('#briefing-work-email')).toBe(email);
      expect(await page.locator('.identity-confirm').count()).toBe(0);
      await page.close();
    },
  );

  it('keeps the text after an overriding name in reading order (the override stays inside the name)', async () => {
    const { page, confirm } = await confirmation('ada@example.com', 'Ada\u202E');
    // The " at " after the name: without isolation the override would lay it out reversed, left of the name.
    const [name, after] = await confirm.evaluate((el) => {
      const bdi = el.querySelector('.identity-confirm__name')!;
      const range = document.createRange();
      range.selectNodeContents(bdi.nextSibling!);
      return [bdi.getBoundingClientRect().right, range.getBoundingClientRect().left];
    });
    expect(after).toBeGreaterThanOrEqual(name - 1);
    await page.close();
  });

  it("sends the pixel's page_url without the query or fragment", async () => {
    const { page } = await open('/404?e=ada%40example.com&fn=Ada&utm_campaign=spring#top', 1280, 4000);
    await expect.poll(() => site.inbox.entries.map((e) => e.endpoint)).toEqual(['trackingPixel']);
    const fields = site.inbox.entries[0]!.fields;
    expect(fields).toEqual({ email: 'ada@example.com', page_url: `${site.url}/404` });
    await page.close();
  });
});

describe('/scorecard', () => {
  it('simulates the submit: no request, Submitting... for 1.5 s, values logged, button restored, nothing reset', async () => {
    const { page, logs, requests } = await open('/scorecard');
    await hydrated(page, '#scorecard-first-name');
    // Let everything the page loads by itself arrive first: lazy images, the modal's code.
    await page.mouse.move(10, 10);
    await page.evaluate(() => {
      for (const img of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) img.loading = 'eager';
    });
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    await page.waitForLoadState('networkidle');
    await page.fill('#scorecard-first-name', 'Ada');
    await page.fill('#scorecard-work-email', 'ada@example.com');
    await page.fill('#scorecard-challenge', 'Proving ROI');
    const before = requests.length;
    // The page itself records when the button changes, so a busy test machine cannot blur the 1.5 s.
    await page.evaluate(() => {
      const target = document.querySelector('#scorecard-first-name')!.closest('form')!.querySelector('button')!;
      const changes: ButtonChange[] = [];
      (window as unknown as { buttonChanges: ButtonChange[] }).buttonChanges = changes;
      new MutationObserver(() => changes.push({ text: target.textContent, disabled: target.disabled, at: performance.now() })).observe(
        target,
        { childList: true, characterData: true, subtree: true, attributes: true },
      );
    });
    const button = page.locator('form button[type="submit"]').first();
    await button.click();
    await page.waitForFunction(
      () => document.querySelector('#scorecard-first-name')?.closest('form')?.querySelector('button')?.textContent === 'Get My Scorecard →',
    );
    await expect(button.isDisabled()).resolves.toBe(false);
    const changes = await page.evaluate(() => (window as unknown as { buttonChanges: ButtonChange[] }).buttonChanges);
    const submitting = changes.find((c) => c.text === 'Submitting...');
    const restored = changes.find((c) => c.text === 'Get My Scorecard →' && c.at > (submitting?.at ?? Infinity));
    expect(submitting?.disabled).toBe(true);
    expect(changes.filter((c) => c.at < restored!.at).every((c) => c.text === 'Get My Scorecard →' || c.text === 'Submitting...')).toBe(
      true,
    );
    expect(restored!.at - submitting!.at).toBeGreaterThanOrEqual(1450);
    expect(logs.filter((l) => l.type === 'log').map((l) => l.text)).toEqual([expect.stringContaining('Ada')]);
    expect(logs.find((l) => l.type === 'log')!.text).toContain('ada@example.com');
    expect(requests.slice(before).map((r) => r.url())).toEqual([]);
    expect(page.url()).toBe(`${site.url}/scorecard`);
    await expect(page.inputValue('#scorecard-first-name')).resolves.toBe('Ada');
    expect(site.inbox.entries).toEqual([]);
    await page.close();
  });

  it('leads from the hero, above the fold, to the form: its button scrolls the form card into view', async () => {
    const { page } = await open('/scorecard');
    const start = page.getByRole('link', { name: 'Start My Free Scorecard' });
    expect((await start.boundingBox())!.y + 48).toBeLessThan(900);
    await expect(page.locator('#lead-form').isVisible()).resolves.toBe(true);
    expect(await page.locator('#lead-form').evaluate((card) => card.getBoundingClientRect().top)).toBeGreaterThan(900);
    await start.click();
    await page.waitForURL(`${site.url}/scorecard#lead-form`);
    await expect.poll(() => page.locator('#lead-form').evaluate((card) => Math.round(card.getBoundingClientRect().top))).toBeLessThan(200);
    await expect(page.locator('#lead-form #form-card-title').textContent()).resolves.toBe('Get Your Free Scorecard');
    await page.close();
  });

  it('relies on the browser for required and e-mail checks', async () => {
    const { page } = await open('/scorecard');
    expect(await page.locator('#scorecard-first-name').getAttribute('required')).not.toBeNull();
    expect(await page.locator('#scorecard-work-email').getAttribute('type')).toBe('email');
    await expect(page.locator('.logo-strip li').count()).resolves.toBe(4);
    await expect(page.locator('.logo-strip__title').textContent()).resolves.toBe('Trusted by Industry Leaders');
    await expect(page.locator('.benefit h3').allTextContents()).resolves.toEqual([
      'Maturity Assessment',
      'Risk & Opportunity Analysis',
      'ROI Projection',
      'Strategic Roadmap',
    ]);
    await expect(page.locator('.closing-band h2').textContent()).resolves.toBe('Stop Guessing. Start Growing.');
    await page.close();
  });
});

describe('/maturity-briefing', () => {
  async function fill(page: Page, team: boolean) {
    await hydrated(page, '#briefing-first-name');
    await page.fill('#briefing-first-name', 'Ada');
    await page.fill('#briefing-work-email', 'ada@example.com');
    if (team) {
      await page.check('#briefing-for-team');
      await page.fill('#briefing-team-name', 'Grace');
      await page.fill('#briefing-team-email', 'grace@example.com');
    }
    await page.fill('#briefing-challenge', 'Proving pipeline impact');
  }

  it('reveals required team fields only while the box is checked', async () => {
    const { page } = await open('/maturity-briefing');
    await hydrated(page, '#briefing-for-team');
    // The team fields are in the server HTML (so they work without JavaScript), hidden and not required.
    await expect(page.locator('#briefing-team-name').isVisible()).resolves.toBe(false);
    expect(await page.locator('#briefing-team-name').getAttribute('required')).toBeNull();
    await page.check('#briefing-for-team');
    await expect(page.locator('#briefing-team-name').isVisible()).resolves.toBe(true);
    expect(await page.locator('#briefing-team-name').getAttribute('required')).not.toBeNull();
    expect(await page.locator('#briefing-team-email').getAttribute('required')).not.toBeNull();
    await page.uncheck('#briefing-for-team');
    await expect(page.locator('#briefing-team-name').isVisible()).resolves.toBe(false);
    expect(await page.locator('#briefing-team-email').getAttribute('required')).toBeNull();
    await page.close();
  });

  it('saves the row in Postgres, then posts to the briefing endpoint with the team fields', async () => {
    const { page } = await open('/maturity-briefing');
    await fill(page, true);
    const posted = site.inbox.next();
    await page.locator('form button[type="submit"]').first().click();
    const entry = await posted;
    expect(entry.endpoint).toBe('briefingForm');
    expect(entry.fields).toEqual({
      firstName: 'Ada',
      workEmail: 'ada@example.com',
      growthArea: 'Proving pipeline impact',
      ret: site.url,
      teamMemberName: 'Grace',
      teamMemberEmail: 'grace@example.com',
    });
    const rows = await listSubmissions(site.db);
    expect(rows.at(-1)).toMatchObject({
      first_name: 'Ada',
      work_email: 'ada@example.com',
      challenge: 'Proving pipeline impact',
      for_team: true,
      team_member_name: 'Grace',
      team_member_email: 'grace@example.com',
      return_url: site.url,
    });
    await page.close();
  });

  it('stores nulls without a team or challenge, and posts no team fields', async () => {
    const { page } = await open('/maturity-briefing');
    await hydrated(page, '#briefing-first-name');
    await page.fill('#briefing-first-name', 'Linus');
    await page.fill('#briefing-work-email', 'linus@example.com');
    const posted = site.inbox.next();
    await page.locator('form button[type="submit"]').first().click();
    const entry = await posted;
    expect(entry.fields).toEqual({ firstName: 'Linus', workEmail: 'linus@example.com', growthArea: '', ret: site.url });
    const row = (await listSubmissions(site.db)).find((r) => r.first_name === 'Linus');
    expect(row).toMatchObject({ challenge: null, for_team: false, team_member_name: null, team_member_email: null });
    await page.close();
  });

  it('logs a database error and still posts to the endpoint', async () => {
    site.dataApi.setFailure('error');
    const { page, logs } = await open('/maturity-briefing');
    await fill(page, false);
    const posted = site.inbox.next();
    await page.locator('form button[type="submit"]').first().click();
    const entry = await posted;
    expect(entry.endpoint).toBe('briefingForm');
    await expect.poll(() => logs.some((l) => l.type === 'error' && l.text.startsWith('Error saving to database:'))).toBe(true);
    await page.close();
  });

  it('moves on after the timeout when the backend never answers', async () => {
    site.dataApi.setFailure('hang');
    const { page, logs } = await open('/maturity-briefing');
    await fill(page, false);
    const started = Date.now();
    const posted = site.inbox.next();
    const state = await buttonStateAfterSubmit(page, 'form button[type="submit"]', () =>
      page.evaluate(() => (document.querySelector('form button[type="submit"]') as HTMLButtonElement).click()),
    );
    // While the backend hangs, the visitor sees the form processing, button disabled.
    expect(state).toEqual({ text: 'Processing...', disabled: true, spinner: false });
    await posted;
    expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
    await expect.poll(() => logs.some((l) => l.type === 'error' && l.text.startsWith('Error saving to database:'))).toBe(true);
    await page.close();
  });

  it('alerts and sends nothing when the e-mail is missing (prefilled name only)', async () => {
    const { page, alerts } = await open('/maturity-briefing?fn=Ada');
    await hydrated(page, '.identity-confirm');
    await page.locator('form button[type="submit"]').first().click();
    await expect.poll(() => alerts).toEqual(['Please fill in all required fields']);
    await page.waitForTimeout(300); // and nothing is sent after it
    expect(site.inbox.entries).toEqual([]);
    await page.close();
  });
});

describe('/demo', () => {
  it('has its own header and no shared frame; the platform options are exact', async () => {
    const { page } = await open('/demo');
    await expect(page.locator('.site-header').count()).resolves.toBe(0);
    await expect(page.locator('.site-footer').count()).resolves.toBe(0);
    await expect(page.locator('.demo-header a').getAttribute('href')).resolves.toBe('https://www.example.com');
    const options = await page
      .locator('#demo-platform option')
      .evaluateAll((o) => o.map((x) => [(x as HTMLOptionElement).value, x.textContent]));
    expect(options).toEqual([
      ['', 'Select platform'],
      ['Pardot', 'Pardot'],
      ['Account Engagement', 'Account Engagement'],
      ['Marketing Cloud', 'Marketing Cloud'],
      ['HubSpot', 'HubSpot'],
      ['Other', 'Other'],
    ]);
    await expect(page.locator('.demo__get li').allTextContents()).resolves.toEqual([
      '3x faster campaign launches',
      '100% Salesforce + Marketing alignment',
      'No more strategy-to-execution gaps',
    ]);
    await page.close();
  });

  it('opens one question at a time; a click on the open one closes all', async () => {
    const { page } = await open('/demo');
    // The FAQ hydrates when it scrolls into view; it sits below the form and the proof.
    await page.locator('#faq-q-0').scrollIntoViewIfNeeded();
    await hydrated(page, '#faq-q-0');
    // The questions are <summary>s: their expanded state is the open of their <details>.
    const state = () => page.locator('.faq-accordion details').evaluateAll((d) => d.map((x) => String((x as HTMLDetailsElement).open)));
    expect(await state()).toEqual(['false', 'false']);
    await page.click('#faq-q-0');
    expect(await state()).toEqual(['true', 'false']);
    expect(await page.locator('#faq-a-0').isVisible()).toBe(true);
    await page.click('#faq-q-1');
    expect(await state()).toEqual(['false', 'true']);
    await page.click('#faq-q-1');
    expect(await state()).toEqual(['false', 'false']);
    await page.close();
  });

  it('posts the form natively with ret = origin + /demo-thank-you, showing Booking Your Demo...', async () => {
    const { page } = await open('/demo');
    await hydrated(page, '#demo-first-name');
    await page.fill('#demo-first-name', 'Ada');
    await page.fill('#demo-work-email', 'ada@example.com');
    await page.selectOption('#demo-platform', 'Marketing Cloud');
    await page.fill('#demo-challenge', 'Slow launches');
    site.inbox.setDelay(1000);
    const posted = site.inbox.next();
    const state = await buttonStateAfterSubmit(page, '.demo__form button[type="submit"]', () =>
      page.evaluate(() => (document.querySelector('.demo__form button[type="submit"]') as HTMLButtonElement).click()),
    );
    expect(state).toEqual({ text: 'Booking Your Demo...', disabled: true, spinner: true });
    const entry = await posted;
    expect(entry.fields).toEqual({
      firstName: 'Ada',
      workEmail: 'ada@example.com',
      platform: 'Marketing Cloud',
      challenge: 'Slow launches',
      ret: `${site.url}/demo-thank-you`,
    });
    await page.waitForURL(`${site.url}/__inbox/demoForm`);
    await page.close();
  });

  it('lets the browser block a submit without the required fields', async () => {
    const { page } = await open('/demo');
    await hydrated(page, '#demo-first-name');
    await page.click('.demo__form button[type="submit"]');
    await page.waitForTimeout(300);
    expect(site.inbox.entries).toEqual([]);
    expect(await page.evaluate(() => (document.querySelector('#demo-first-name') as HTMLInputElement).validity.valueMissing)).toBe(true);
    await page.close();
  });
});

describe('lead-capture block', () => {
  it('shows an inline message when fields are missing, then posts fname, email, mauto and challenge', async () => {
    const { page } = await open('/stalled-leads');
    const form = page.locator('.lead-capture form');
    await form.scrollIntoViewIfNeeded();
    await hydrated(page, '.lead-capture form button');
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('[role="alert"]').textContent()).resolves.toContain('Please enter your first name');
    expect(site.inbox.entries).toEqual([]);
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Work email').fill('ada@example.com');
    await form.getByLabel('Marketing automation platform').selectOption('HubSpot');
    await form.getByLabel('Your biggest challenge (optional)').fill('Stalled leads');
    const posted = site.inbox.next();
    await form.locator('button[type="submit"]').click();
    const entry = await posted;
    expect(entry.endpoint).toBe('leadCaptureForm');
    expect(entry.fields).toEqual({ fname: 'Ada', email: 'ada@example.com', mauto: 'HubSpot', challenge: 'Stalled leads' });
    await page.close();
  });
});

describe('Content-Security-Policy from _headers', () => {
  it('serves pages under the CSP with no violation while the forms, pixel and data API still work', async () => {
    const violations: string[] = [];
    const watch = (page: Page) => {
      page.on('console', (m) => /Content Security Policy|Refused to/.test(m.text()) && violations.push(m.text()));
    };
    const first = await open(`/stalled-leads?e=${encodeURIComponent('ada@example.com')}`, 1280, 800);
    watch(first.page);
    const response = await first.page.goto(`${site.url}/stalled-leads?e=${encodeURIComponent('ada@example.com')}`);
    expect(response!.headers()['content-security-policy']).toContain('form-action');
    await first.page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => site.inbox.entries.some((e) => e.endpoint === 'trackingPixel')).toBe(true);
    await exitThroughTop(first.page);
    await first.page.locator('dialog.modal .identity-confirm').click();
    await first.page.fill('#modal-first-name', 'Ada');
    const posted = site.inbox.next();
    await first.page.locator('dialog.modal button[type="submit"]').click();
    expect((await posted).endpoint).toBe('scorecardForm');
    await first.page.close();

    const briefing = await open('/maturity-briefing');
    watch(briefing.page);
    await briefing.page.reload();
    await hydrated(briefing.page, '#briefing-first-name');
    await briefing.page.fill('#briefing-first-name', 'Csp');
    await briefing.page.fill('#briefing-work-email', 'csp@example.com');
    const briefingPost = site.inbox.next();
    await briefing.page.locator('form button[type="submit"]').first().click();
    await briefingPost;
    expect((await listSubmissions(site.db)).some((r) => r.first_name === 'Csp')).toBe(true);
    await briefing.page.close();

    const video = await open('/what-is-opportunity');
    watch(video.page);
    await video.page.reload();
    await video.page.waitForLoadState('networkidle');
    await video.page.close();
    expect(violations).toEqual([]);
  });
});

describe('/resources', () => {
  it('lists three categories of two items, each with an outbound Access Resource link', async () => {
    const { page } = await open('/resources');
    await expect(page.locator('.resources__group h2').allTextContents()).resolves.toEqual([
      'Guides & Whitepapers',
      'Video Resources',
      'Templates & Tools',
    ]);
    for (const group of await page.locator('.resources__group').all()) {
      await expect(group.locator('.resource').count()).resolves.toBe(2);
      for (const link of await group.locator('.resource__link').all()) await expect(link.textContent()).resolves.toBe('Access Resource');
    }
    await page.close();
  });
});
