import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, phoneContext, screenshot } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { demoEventId, SIGN_IN_ATTENDEES } from '@eventdesk/e2e/support/demo';
import { attendeeSignIn } from '@eventdesk/e2e/support/attendee';
import { tid, UI_TIMEOUT } from '@eventdesk/e2e/support/page';

/**
 * The attendee's pass offline (issue 29 item 12), on a phone: the service worker keeps the app shell
 * and the last pass; a reload without network shows the pass and when it was refreshed, not the
 * browser's error page; no other API answer is stored; signing out forgets the pass.
 * A demo attendee no other browser test signs in as (SIGN_IN_ATTENDEES).
 */
const PHONE = { width: 375, height: 740 };
const EMAIL = SIGN_IN_ATTENDEES.offline;
const SCREENSHOTS = join(__dirname, 'screenshots');

/** The URLs stored in each of the page's caches. */
async function stored(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    }
    return out;
  });
}

describe('my-area pass offline (phone)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let phone: Page;
  let token: string;

  beforeAll(async () => {
    browser = await launch();
    [{ token }] = query<{ token: string }>('SELECT token FROM events WHERE id = ?', demoEventId());
    context = await phoneContext(browser, PHONE);
    phone = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('installs the service worker and keeps the shell and the pass, and no other API answer', async () => {
    await attendeeSignIn(phone, token, EMAIL);
    await phone.waitForSelector(tid('pass'), { timeout: UI_TIMEOUT });
    // The worker takes control on the first visit; the card then asks for the pass again, through it.
    await phone.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: UI_TIMEOUT });
    await phone.waitForFunction(
      async () => (await window.caches.has('myarea-pass-v1')) && (await (await window.caches.open('myarea-pass-v1')).keys()).length > 0,
      undefined,
      {
        timeout: UI_TIMEOUT,
      },
    );
    const caches = await stored(phone);
    expect(caches['myarea-pass-v1']).toEqual([`/api/${token}/pass`]);
    const shell = Object.entries(caches).find(([name]) => name.startsWith('myarea-shell-'))?.[1] ?? [];
    expect(shell).toEqual(expect.arrayContaining(['/myarea/index.html', '/myarea/manifest.webmanifest']));
    expect(shell.some((path) => /^\/myarea\/assets\/index-.*\.js$/.test(path))).toBe(true);
    // Nothing of the API but the pass, in any cache.
    expect(
      Object.values(caches)
        .flat()
        .filter((path) => path.startsWith('/api/')),
    ).toEqual([`/api/${token}/pass`]);
    // Installable: a manifest with a scope the worker controls.
    const manifest = await phone.evaluate(async () => (await fetch('/myarea/manifest.webmanifest')).json());
    expect(manifest).toMatchObject({ display: 'standalone', scope: '/myarea/' });
    expect(await phone.textContent(tid('pass-saved-at'))).toMatch(/^Pass aggiornato il \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
    expect(await phone.$(tid('pass-offline'))).toBeNull();
  });

  it('shows the last pass when reloaded without network, saying it is the copy and when it was refreshed', async () => {
    const online = await phone.getAttribute(`${tid('pass')} img`, 'src');
    const savedAt = await phone.textContent(tid('pass-saved-at'));
    await context.setOffline(true);
    await phone.reload();
    await phone.waitForSelector(tid('pass-offline'), { timeout: UI_TIMEOUT });
    expect(await phone.getAttribute(`${tid('pass')} img`, 'src')).toBe(online);
    expect(await phone.textContent(tid('pass-saved-at'))).toBe(savedAt);
    expect(await phone.textContent(tid('pass-offline'))).toBe('Sei offline: questa è la copia del pass salvata sul telefono.');
    const qr = await phone.$eval(`${tid('pass')} img`, (img) => ({
      width: img.getBoundingClientRect().width,
      loaded: (img as HTMLImageElement).naturalWidth > 0,
    }));
    expect(qr.loaded).toBe(true);
    expect(qr.width).toBeGreaterThan(150);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'offline-01-pass-reloaded', SCREENSHOTS);
  });

  it('shows it too in a new tab opened offline (from the home screen), with no event data at hand', async () => {
    const tab = await context.newPage();
    await tab.goto(`/myarea/#/${token}`);
    await tab.waitForSelector(tid('pass-offline'), { timeout: UI_TIMEOUT });
    expect(await tab.$eval(`${tid('pass')} img`, (img) => (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(tab, 'offline-02-new-tab', SCREENSHOTS);
    await tab.close();
  });

  it('forgets the pass at sign-out: offline, nothing of it is left', async () => {
    await context.setOffline(false);
    await phone.reload();
    await phone.waitForSelector(tid('logout'), { timeout: UI_TIMEOUT });
    await phone.click(tid('logout'));
    await phone.waitForSelector(tid('login-email'), { timeout: UI_TIMEOUT });
    expect((await stored(phone))['myarea-pass-v1']).toBeUndefined();
    await context.setOffline(true);
    const tab = await context.newPage();
    await tab.goto(`/myarea/#/${token}`);
    // The shell still loads offline; the pass is gone.
    await tab.waitForSelector('.notice.error', { timeout: UI_TIMEOUT });
    expect(await tab.$(tid('pass'))).toBeNull();
    await screenshot(tab, 'offline-03-after-sign-out', SCREENSHOTS);
    await context.setOffline(false);
  });
});
