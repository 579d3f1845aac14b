import { join } from 'node:path';
import { t as message } from '@eventdesk/shared';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot } from '@eventdesk/e2e/support/browser';
import { latestCodeFor, mailCount, query } from '@eventdesk/e2e/support/db';
import { demoEventId, SIGN_IN_ATTENDEES } from '@eventdesk/e2e/support/demo';
import { attendeeSignIn } from '@eventdesk/e2e/support/attendee';
import { eventually, goTo, tid, UI_TIMEOUT, waitForRoute } from '@eventdesk/e2e/support/page';
import { SUPERADMIN } from '@eventdesk/e2e/support/server';
import { signedInPage } from '@eventdesk/e2e/support/staff';

const ATTENDEE_EMAIL = SIGN_IN_ATTENDEES.attendeeSite;

/**
 * The attendee site on a phone (issue 6): the demo attendee signs in with the e-mailed code, edits
 * their data, buys the gala dinner by bank transfer and sees the order pending; then staff mark it paid
 * in the admin. Demo data: backend/src/platform/database/seed/demo-data.ts.
 */
const PHONE = { width: 375, height: 812 };
const GALA = 'Cena di gala';

const SCREENSHOTS = join(__dirname, 'screenshots');

interface OrderRow {
  id: number;
  number: number;
  status: string;
  payment_status: string;
  payment_method: string;
}

describe('attendee site (phone) and staff marking the order paid', () => {
  let browser: Browser;
  let phone: Page;
  let token: string;
  let eventId: number;
  let attendeeId: number;
  let productId: number;
  let order: OrderRow;

  beforeAll(async () => {
    browser = await launch();
    // The demo event by name: other test files create events of their own (`LIMIT 1` could pick one).
    eventId = demoEventId();
    [{ token }] = query<{ token: string }>('SELECT token FROM events WHERE id = ?', eventId);
    [{ id: attendeeId }] = query<{ id: number }>('SELECT id FROM attendees WHERE event_id = ? AND email = ?', eventId, ATTENDEE_EMAIL);
    [{ id: productId }] = query<{ id: number }>('SELECT id FROM products WHERE event_id = ? AND name_it = ?', eventId, GALA);
    phone = await newPage(browser, PHONE, 'it-IT');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('refuses a malformed address with the message of the shared schema, in Italian', async () => {
    await phone.goto(`/myarea/#/${token}/login`);
    await phone.fill(tid('login-email'), 'giulia@');
    await phone.click(tid('send-code'));
    const error = await phone.waitForSelector('#login-error', { timeout: UI_TIMEOUT });
    expect(await error.textContent()).toBe(message('it', 'invalid_email'));
    expect(await phone.$(tid('code-input'))).toBeNull();
  });

  it('signs in with the code sent by e-mail', async () => {
    await attendeeSignIn(phone, token, ATTENDEE_EMAIL, { dir: SCREENSHOTS, prefix: 'attendee-01' });
    await phone.waitForSelector(tid('greeting'), { timeout: UI_TIMEOUT });
    expect(await phone.textContent(tid('greeting'))).toContain('Giulia');
    // The attendee's pass (issue 14): its QR, within the phone's width.
    await phone.waitForSelector(`${tid('pass')} img`, { timeout: UI_TIMEOUT });
    const qr = await phone.$eval(`${tid('pass')} img`, (img) => ({
      width: img.getBoundingClientRect().width,
      loaded: (img as HTMLImageElement).naturalWidth > 0,
    }));
    expect(qr.loaded).toBe(true);
    expect(qr.width).toBeGreaterThan(150);
    // Under the QR, the code to type at the gate or the totem when it cannot be read (issue 29 item 5).
    const [own] = query<{ attendee_code: string }>(
      'SELECT attendee_code FROM attendees WHERE event_id = ? AND email = ?',
      demoEventId(),
      ATTENDEE_EMAIL,
    );
    expect(await phone.textContent(tid('pass-short-code'))).toBe(own!.attendee_code);
    // It can go on the phone's home screen: a web app manifest the browser reads.
    const manifest = await phone.evaluate(async () => {
      const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href');
      const res = await fetch(href ?? '');
      return { status: res.status, json: (await res.json()) as { display?: string; icons?: unknown[] } };
    });
    expect(manifest).toMatchObject({ status: 200, json: { display: 'standalone' } });
    expect(manifest.json.icons?.length).toBeGreaterThan(0);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'attendee-03-dashboard', SCREENSHOTS);
  });

  it('edits their own data and it is saved', async () => {
    await phone.click(tid('go-edit'));
    await phone.waitForSelector(tid('edit-form'), { timeout: UI_TIMEOUT });
    await phone.waitForSelector(tid('field-food_restriction'), { timeout: UI_TIMEOUT });
    await phone.fill(tid('field-food_restriction'), 'Vegetariana, senza lattosio');
    await phone.fill(tid('field-phone'), '+39 333 765 4321');
    await screenshot(phone, 'attendee-04-edit', SCREENSHOTS);
    await phone.click(tid('save'));
    await phone.waitForSelector(tid('saved'), { timeout: UI_TIMEOUT });
    await screenshot(phone, 'attendee-05-saved', SCREENSHOTS);
    const [row] = query<{ food_restriction: string; phone: string }>(
      'SELECT food_restriction, phone FROM attendees WHERE id = ?',
      attendeeId,
    );
    expect(row).toEqual({ food_restriction: 'Vegetariana, senza lattosio', phone: '+39 333 765 4321' });
  });

  it('changes their e-mail only once the code sent to the new address is entered (issue 12)', async () => {
    const next = 'giulia.nuova@example.it';
    await goTo(phone, `/${token}/edit-attendee`);
    await phone.waitForSelector(tid('field-email'), { timeout: UI_TIMEOUT });
    await phone.fill(tid('field-email'), next);
    await phone.click(tid('save'));
    await phone.waitForSelector(tid('email-pending'), { timeout: UI_TIMEOUT });
    expect(await phone.textContent(tid('email-pending'))).toContain(next);
    // Not written yet.
    expect(query<{ email: string }>('SELECT email FROM attendees WHERE id = ?', attendeeId)[0].email).toBe(ATTENDEE_EMAIL);
    await eventually(() => mailCount(next) > 0, 'the confirmation e-mail');
    await phone.fill(tid('email-code'), latestCodeFor(next));
    await screenshot(phone, 'attendee-05b-email-code', SCREENSHOTS);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.click(tid('email-confirm'));
    await phone.waitForSelector(tid('email-confirmed'), { timeout: UI_TIMEOUT });
    expect(query<{ email: string }>('SELECT email FROM attendees WHERE id = ?', attendeeId)[0].email).toBe(next);
  });

  it('buys the gala dinner by bank transfer and sees the order pending', async () => {
    await goTo(phone, `/${token}/products`);
    await phone.waitForSelector(tid(`product-${productId}`), { timeout: UI_TIMEOUT });
    await screenshot(phone, 'attendee-06-products', SCREENSHOTS);
    await phone.click(tid(`qty-plus-${productId}`));
    await phone.waitForSelector(`${tid(`qty-${productId}`)}:has-text("1")`, { timeout: UI_TIMEOUT });
    expect(await phone.textContent(tid('cart-total'))).toContain('85,00');
    await screenshot(phone, 'attendee-07-cart', SCREENSHOTS);
    await phone.click(tid('go-checkout'));
    await phone.waitForSelector(tid(`line-${productId}`), { timeout: UI_TIMEOUT });
    await phone.check(tid('pay-BANK_TRANSFER'));
    expect(await phone.textContent(tid('checkout-total'))).toContain('85,00');
    await screenshot(phone, 'attendee-08-checkout', SCREENSHOTS);
    await phone.click(tid('place-order'));
    await waitForRoute(phone, `/${token}/checkout-result`);
    const status = await phone.waitForSelector(tid('result-status'), { timeout: UI_TIMEOUT });
    expect(await status.getAttribute('data-payment-status')).toBe('PENDING');
    await screenshot(phone, 'attendee-09-result', SCREENSHOTS);

    const orders = query<OrderRow>(
      'SELECT id, number, status, payment_status, payment_method FROM orders WHERE attendee_id = ? ORDER BY id DESC',
      attendeeId,
    );
    expect(orders).toHaveLength(1);
    order = orders[0]!;
    expect(order).toMatchObject({ payment_status: 'PENDING', payment_method: 'BANK_TRANSFER' });
    expect(await phone.textContent(tid('order-number'))).toContain(String(order.number));
    // Where to send the transfer and the order's own reference (the event's payment settings, issue 11).
    expect(await phone.textContent(tid('bank-iban'))).toBe('IT60 X054 2811 1010 0000 0123 456');
    expect(await phone.textContent(tid('bank-beneficiary'))).toBe('Società Italiana di Cardiologia');
    expect(await phone.textContent(tid('bank-reference'))).toMatch(new RegExp(`^Ordine ${order.number} - `));
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(phone, 'attendee-09b-bank-details', SCREENSHOTS);
  });

  it('staff mark the order paid in the admin', async () => {
    const desk = await signedInPage(browser, SUPERADMIN.email, SUPERADMIN.password);
    await goTo(desk, `/events/${eventId}/orders`);
    const row = await desk.waitForSelector(tid(`order-row-${order.number}`), { timeout: UI_TIMEOUT });
    await screenshot(desk, 'staff-01-orders', SCREENSHOTS);
    await row.click();
    await desk.waitForSelector(`${tid('order-show')}[data-order-number="${order.number}"]`, { timeout: UI_TIMEOUT });
    expect(await desk.getAttribute(`${tid('order-show')} ${tid('order-payment-status')}`, 'data-status')).toBe('PENDING');
    await screenshot(desk, 'staff-02-order', SCREENSHOTS);
    await desk.click(tid('mark-paid'));
    await desk.waitForSelector(tid('mark-paid-confirm'), { timeout: UI_TIMEOUT });
    await screenshot(desk, 'staff-03-mark-paid', SCREENSHOTS);
    await desk.click(tid('mark-paid-confirm'));
    await desk.waitForSelector(`${tid('order-show')} ${tid('order-payment-status')}[data-status="PAID"]`, { timeout: UI_TIMEOUT });
    await screenshot(desk, 'staff-04-paid', SCREENSHOTS);
    const [stored] = query<{ payment_status: string }>('SELECT payment_status FROM orders WHERE id = ?', order.id);
    expect(stored!.payment_status).toBe('PAID');
    // The attendee's payment status follows the order (issue 11), and the dashboard counts the money.
    const [who] = query<{ payment_status: string }>('SELECT payment_status FROM attendees WHERE id = ?', attendeeId);
    expect(who!.payment_status).toBe('PAID');
    await goTo(desk, `/events/${demoEventId()}`);
    await desk.waitForSelector(`${tid('money')} ${tid('money-paid')}`, { timeout: UI_TIMEOUT });
    expect(await desk.textContent(`${tid('money')} ${tid('money-paid')}`)).toMatch(/€/);
    await screenshot(desk, 'staff-05-dashboard-money', SCREENSHOTS);

    // The attendee's result page shows it too.
    await phone.reload();
    await phone.waitForSelector(`${tid('result-status')}[data-payment-status="PAID"]`, { timeout: UI_TIMEOUT });
    expect(await phone.$(tid('bank-transfer'))).toBeNull();
    await screenshot(phone, 'attendee-10-paid', SCREENSHOTS);
  });
});
