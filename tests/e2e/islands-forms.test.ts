/**
 * Every lead form works before and without its JavaScript (issue 16, DESIGN rule 5): typed
 * before hydration and submitted after, it sends (or, on /scorecard, logs) exactly what was
 * typed; with JavaScript off it POSTs its named fields to its endpoint, and nothing personal
 * is ever in an address. Endpoints are the local inbox of tests/helpers/lead-site.ts.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../cli/content/config.ts';
import type { EndpointName, InboxEntry } from '../../cli/dev/inbox-entry.ts';
import { listSubmissions } from '../../cli/dev/submissions-db.ts';
import { projectRoot } from '../helpers/fixtures.ts';
import { openHeldBack, openWithoutJavaScript } from '../helpers/held-back.ts';
import { startLeadSite, type LeadSite } from '../helpers/lead-site.ts';

const ada = { firstName: 'Ada', email: 'ada.lovelace@example.com', challenge: 'Leads stall after the MQL handoff' };

let site: LeadSite;
/** The configured origin (site.yaml), the ret a page can only know without JavaScript. */
let configuredOrigin: string;
beforeAll(async () => {
  site = await startLeadSite();
  await site.db.query('insert into private.briefing_return_origins (origin) values ($1) on conflict do nothing', [site.url]);
  const { config } = await loadConfig({ contentDir: join(projectRoot, 'content') });
  configuredOrigin = new URL(config!.origin).origin;
}, 180_000);
afterAll(async () => site?.close());
beforeEach(() => {
  site.inbox.entries.length = 0;
  site.inbox.setDelay(0);
  site.dataApi.setFailure('none');
});

/** Whether React has attached itself to the element matched by `selector`. */
const isHydrated = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const el = document.querySelector(s);
    return !!el && Object.keys(el).some((k) => k.startsWith('__react'));
  }, selector);

/** Wait until React has attached itself to the element matched by `selector`. */
const hydrated = (page: Page, selector: string) =>
  page.waitForFunction((s) => Object.keys(document.querySelector(s) ?? {}).some((k) => k.startsWith('__react')), selector);

/** Every request address the page makes, to prove no personal value travels in a URL. */
function watchAddresses(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(decodeURIComponent(r.url())));
  page.on('framenavigated', (f) => urls.push(decodeURIComponent(f.url())));
  return urls;
}

/**
 * The next entry the inbox records for `endpoint`, or a failure after `ms`. A post to another form's
 * endpoint fails it; a tracking pixel (a page reports its views and scrolls on its own schedule,
 * sometimes just before a submit) is passed over.
 */
function nextPost(endpoint: EndpointName, ms = 10_000): Promise<InboxEntry> {
  const next = (): Promise<InboxEntry> =>
    site.inbox.next().then((entry) => {
      if (entry.endpoint === endpoint) return entry;
      return entry.endpoint === 'trackingPixel' ? next() : Promise.reject(new Error(`posted to ${entry.endpoint}`));
    });
  return Promise.race([
    next(),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`nothing posted to ${endpoint} within ${ms} ms`)), ms)),
  ]);
}

/** Open `path` with island scripts held back; the caller types, checks it was before hydration, then `release()`s them. */
async function heldBack(path: string) {
  // Held long enough for a loaded machine to finish typing; each test release()s them itself.
  const opened = await openHeldBack(site.browser, `${site.url}${path}`, { delayMs: 15_000 });
  opened.page.setDefaultTimeout(10_000);
  opened.page.on('dialog', (d) => void d.accept()); // an alert ('Please fill in…') must not stall the page
  return { ...opened, addresses: watchAddresses(opened.page) };
}

/** Type into the named controls (before hydration the test asserts it really was before). */
async function type(page: Page, values: Record<string, string>) {
  for (const [selector, value] of Object.entries(values)) {
    if ((await page.locator(selector).evaluate((el) => el.tagName)) === 'SELECT') await page.selectOption(selector, value);
    else await page.fill(selector, value);
  }
}

/** No address the page requested or showed holds the e-mail or the first name as a value. */
const noPersonalData = (addresses: string[]) =>
  expect(addresses.filter((u) => u.includes(ada.email) || u.includes(`=${ada.firstName}`))).toEqual([]);

describe('typed before hydration, submitted after: exactly what was typed is sent', () => {
  it('lead capture (/stalled-leads) posts fname, email, mauto and challenge', async () => {
    const { page, addresses, release, close } = await heldBack('/stalled-leads');
    await page.locator('.lead-capture form').scrollIntoViewIfNeeded();
    const id = await page.locator('.lead-capture form input[name="fname"]').getAttribute('id');
    const prefix = `#${id!.replace(/-first-name$/, '')}`;
    await type(page, {
      [`${prefix}-first-name`]: ada.firstName,
      [`${prefix}-email`]: ada.email,
      [`${prefix}-platform`]: 'HubSpot',
      [`${prefix}-challenge`]: ada.challenge,
    });
    expect(await isHydrated(page, '.lead-capture form')).toBe(false);
    release();
    await hydrated(page, '.lead-capture form');
    const posted = nextPost('leadCaptureForm');
    await page.locator('.lead-capture button[type="submit"]').click();
    const entry = await posted;
    expect(entry.method).toBe('POST');
    expect(entry.fields).toEqual({ fname: ada.firstName, email: ada.email, mauto: 'HubSpot', challenge: ada.challenge });
    noPersonalData(addresses);
    await close();
  });

  it('demo (/demo) posts the typed values and ret = the serving origin + /demo-thank-you', async () => {
    const { page, addresses, release, close } = await heldBack('/demo');
    await type(page, {
      '#demo-first-name': ada.firstName,
      '#demo-work-email': ada.email,
      '#demo-platform': 'Marketing Cloud',
      '#demo-challenge': ada.challenge,
    });
    expect(await isHydrated(page, '#demo-first-name')).toBe(false);
    release();
    await hydrated(page, '#demo-first-name');
    const posted = nextPost('demoForm');
    await page.locator('.demo__form button[type="submit"]').click();
    const entry = await posted;
    expect(entry.method).toBe('POST');
    expect(entry.fields).toEqual({
      firstName: ada.firstName,
      workEmail: ada.email,
      platform: 'Marketing Cloud',
      challenge: ada.challenge,
      ret: `${site.url}/demo-thank-you`,
    });
    noPersonalData(addresses);
    await close();
  });

  it('scorecard page (/scorecard) logs exactly the typed values after the simulated 1.5 s, sending nothing', async () => {
    const { page, addresses, release, close } = await heldBack('/scorecard');
    const logged: unknown[] = [];
    page.on(
      'console',
      (m) =>
        void (
          m.type() === 'log' &&
          m
            .args()[0]
            ?.jsonValue()
            .then((v) => logged.push(v))
        ),
    );
    await type(page, { '#scorecard-first-name': ada.firstName, '#scorecard-work-email': ada.email, '#scorecard-challenge': ada.challenge });
    expect(await isHydrated(page, '#scorecard-first-name')).toBe(false);
    release();
    await hydrated(page, '#scorecard-first-name');
    await page.locator('.form-card button[type="submit"]').click();
    await expect
      .poll(() => logged, { timeout: 5000 })
      .toEqual([{ firstName: ada.firstName, workEmail: ada.email, challenge: ada.challenge }]);
    expect(await page.inputValue('#scorecard-first-name')).toBe(ada.firstName);
    expect(site.inbox.entries).toEqual([]);
    noPersonalData(addresses);
    await close();
  });

  it('scorecard modal posts the typed values and ret = the serving origin', async () => {
    // The dialog opens only with its code; a restored or autofilled form holds values before it.
    const { page, addresses, release, close } = await heldBack('/data-strategy');
    await page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.modal')!.showModal());
    await type(page, { '#modal-first-name': ada.firstName, '#modal-work-email': ada.email, '#modal-challenge': ada.challenge });
    expect(await isHydrated(page, 'dialog.modal')).toBe(false);
    // Its code loads on the first pointer movement after the runtime (three held round trips): let them through.
    release();
    await expect
      .poll(
        async () => {
          await page.mouse.move(300 + Math.random() * 200, 300);
          return isHydrated(page, 'dialog.modal');
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe(true);
    const posted = nextPost('scorecardForm');
    await page.locator('dialog.modal button[type="submit"]').click();
    const entry = await posted;
    expect(entry.method).toBe('POST');
    expect(entry.fields).toEqual({ firstName: ada.firstName, workEmail: ada.email, challenge: ada.challenge, ret: site.url });
    noPersonalData(addresses);
    await close();
  });

  it('briefing (/maturity-briefing) saves the row and posts the typed values, team members included', async () => {
    const { page, addresses, release, close } = await heldBack('/maturity-briefing');
    await page.check('#briefing-for-team');
    await type(page, {
      '#briefing-first-name': ada.firstName,
      '#briefing-work-email': ada.email,
      '#briefing-team-name': 'Grace',
      '#briefing-team-email': 'grace@example.com',
      '#briefing-challenge': ada.challenge,
    });
    expect(await isHydrated(page, '#briefing-first-name')).toBe(false);
    release();
    await hydrated(page, '#briefing-first-name');
    expect(await page.isChecked('#briefing-for-team')).toBe(true);
    expect(await page.locator('#briefing-team-name').getAttribute('required')).not.toBeNull();
    const posted = nextPost('briefingForm');
    await page.locator('.form-card button[type="submit"]').click();
    const entry = await posted;
    expect(entry.fields).toEqual({
      firstName: ada.firstName,
      workEmail: ada.email,
      growthArea: ada.challenge,
      ret: site.url,
      teamMemberName: 'Grace',
      teamMemberEmail: 'grace@example.com',
    });
    const row = (await listSubmissions(site.db)).find((r) => r.work_email === ada.email);
    expect(row).toMatchObject({
      first_name: ada.firstName,
      challenge: ada.challenge,
      for_team: true,
      team_member_name: 'Grace',
      team_member_email: 'grace@example.com',
      return_url: site.url,
    });
    noPersonalData(addresses);
    await close();
  });

  it('briefing with ?e= and ?fn=: what the visitor typed wins; the address only fills what was left empty', async () => {
    const { page, release, close } = await heldBack(`/maturity-briefing?e=${encodeURIComponent('prefilled@example.com')}&fn=Prefilled`);
    await type(page, { '#briefing-first-name': 'Grace' });
    expect(await isHydrated(page, '#briefing-first-name')).toBe(false);
    release();
    await hydrated(page, '#briefing-first-name');
    await expect.poll(() => page.inputValue('#briefing-work-email')).toBe('prefilled@example.com');
    expect(await page.inputValue('#briefing-first-name')).toBe('Grace');
    const posted = nextPost('briefingForm');
    await page.locator('.form-card button[type="submit"]').click();
    expect((await posted).fields).toMatchObject({ firstName: 'Grace', workEmail: 'prefilled@example.com' });
    await close();
  });
});

describe('the demo form’s ret survives a re-render', () => {
  it('posts ret = 127.0.0.1 origin + /demo-thank-you after a real click re-renders the form', async () => {
    const { page, context } = await openHeldBack(site.browser, `${site.url}/demo`, { delayMs: 0 });
    await hydrated(page, '#demo-first-name');
    await type(page, { '#demo-first-name': ada.firstName, '#demo-work-email': ada.email, '#demo-platform': 'HubSpot' });
    // A real click (not a scripted one): React re-renders the form (the button turns to 'Booking
    // Your Demo...') before the browser builds the post, so ret has to survive that render.
    const posted = nextPost('demoForm');
    await page.locator('.demo__form button[type="submit"]').click();
    expect((await posted).fields.ret).toBe(`${site.url}/demo-thank-you`);
    expect(site.url).not.toBe(configuredOrigin);
    await context.close();
  });
});

describe('JavaScript off: each form POSTs its named fields to its endpoint, nothing personal in an address', () => {
  /** Open `path` with JavaScript disabled, recording every address. */
  async function noJs(path: string) {
    const opened = await openWithoutJavaScript(site.browser, `${site.url}${path}`);
    opened.page.setDefaultTimeout(10_000);
    return { ...opened, addresses: watchAddresses(opened.page) };
  }
  /** Submit with the form's own button, wait for the post, and check the page landed on the endpoint. */
  async function submit(page: Page, form: string, endpoint: EndpointName) {
    expect(await page.locator(form).evaluate((f: HTMLFormElement) => ({ method: f.method, action: f.action }))).toEqual({
      method: 'post',
      action: `${site.url}/__inbox/${endpoint}`,
    });
    const posted = nextPost(endpoint);
    await page.locator(`${form} button[type="submit"]`).click();
    const entry = await posted;
    await page.waitForURL(`${site.url}/__inbox/${endpoint}`);
    expect(entry.method).toBe('POST');
    return entry.fields;
  }

  it('lead capture: the browser holds an empty form back, then it posts fname, email, mauto, challenge', async () => {
    const { page, addresses, close } = await noJs('/stalled-leads');
    await page.locator('.lead-capture button[type="submit"]').click();
    await page.waitForTimeout(300);
    expect(site.inbox.entries).toEqual([]);
    expect(page.url()).toBe(`${site.url}/stalled-leads`);
    const form = page.locator('.lead-capture form');
    await form.getByLabel('First name').fill(ada.firstName);
    await form.getByLabel('Work email').fill(ada.email);
    await form.getByLabel('Marketing automation platform').selectOption('Pardot');
    await form.getByLabel('Your biggest challenge').fill(ada.challenge);
    expect(await submit(page, '.lead-capture form', 'leadCaptureForm')).toEqual({
      fname: ada.firstName,
      email: ada.email,
      mauto: 'Pardot',
      challenge: ada.challenge,
    });
    noPersonalData(addresses);
    await close();
  });

  it('demo: posts firstName, workEmail, platform, challenge and the configured ret', async () => {
    const { page, addresses, close } = await noJs('/demo');
    await type(page, {
      '#demo-first-name': ada.firstName,
      '#demo-work-email': ada.email,
      '#demo-platform': 'Other',
      '#demo-challenge': ada.challenge,
    });
    const fields = await submit(page, '.demo__form form', 'demoForm');
    expect(fields).toEqual({
      firstName: ada.firstName,
      workEmail: ada.email,
      platform: 'Other',
      challenge: ada.challenge,
      ret: `${configuredOrigin}/demo-thank-you`,
    });
    noPersonalData(addresses);
    await close();
  });

  it('scorecard modal: its form posts firstName, workEmail, challenge and the configured ret', async () => {
    const { page, addresses, close } = await noJs('/data-strategy');
    await page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.modal')!.showModal());
    await type(page, { '#modal-first-name': ada.firstName, '#modal-work-email': ada.email, '#modal-challenge': ada.challenge });
    const fields = await submit(page, 'dialog.modal form', 'scorecardForm');
    expect(fields).toEqual({ firstName: ada.firstName, workEmail: ada.email, challenge: ada.challenge, ret: configuredOrigin });
    noPersonalData(addresses);
    await close();
  });

  it('briefing: the box reveals the team fields; it posts the external fields (the database row needs JavaScript)', async () => {
    const { page, addresses, close } = await noJs('/maturity-briefing');
    expect(await page.isVisible('#briefing-team-name')).toBe(false);
    await page.check('#briefing-for-team');
    expect(await page.isVisible('#briefing-team-name')).toBe(true);
    await type(page, {
      '#briefing-first-name': ada.firstName,
      '#briefing-work-email': ada.email,
      '#briefing-team-name': 'Grace',
      '#briefing-team-email': 'grace@example.com',
      '#briefing-challenge': ada.challenge,
    });
    const rows = (await listSubmissions(site.db)).length;
    const fields = await submit(page, '.form-card form', 'briefingForm');
    expect(fields).toEqual({
      firstName: ada.firstName,
      workEmail: ada.email,
      teamMemberName: 'Grace',
      teamMemberEmail: 'grace@example.com',
      growthArea: ada.challenge,
      ret: configuredOrigin,
    });
    expect((await listSubmissions(site.db)).length).toBe(rows);
    noPersonalData(addresses);
    await close();
  });

  it('scorecard page: its form posts firstName, workEmail, challenge and the configured ret to the scorecard handler', async () => {
    const { page, addresses, close } = await noJs('/scorecard');
    await type(page, { '#scorecard-first-name': ada.firstName, '#scorecard-work-email': ada.email, '#scorecard-challenge': ada.challenge });
    const fields = await submit(page, '.form-card form', 'scorecardForm');
    expect(fields).toEqual({ firstName: ada.firstName, workEmail: ada.email, challenge: ada.challenge, ret: configuredOrigin });
    noPersonalData(addresses);
    await close();
  });
});
