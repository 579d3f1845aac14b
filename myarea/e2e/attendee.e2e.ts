import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { latestCodeFor, launch, newPage, query } from '../../admin/e2e/support/browser';
import { SUPERADMIN, UI_TIMEOUT, demoEventId, eventually, goTo, signIn, tid, waitForRoute } from '../../admin/e2e/support/session';

/**
 * The attendee site on a phone (issue 6): the demo attendee signs in with the e-mailed code, edits
 * their data, buys the gala dinner by bank transfer and sees the order pending; then staff mark it paid
 * in the admin. Demo data: backend/src/database/seed/demo-data.ts.
 */
const PHONE = { width: 375, height: 812 };
const ATTENDEE_EMAIL = 'partecipante@eventdesk.demo';
const GALA = 'Cena di gala';

/** Into myarea/e2e/screenshots (the shared helper writes into admin/e2e/screenshots). */
const SCREENSHOTS = resolve(__dirname, 'screenshots');
async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

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

  it('signs in with the code sent by e-mail', async () => {
    await phone.goto(`/myarea/#/${token}/login`);
    await phone.waitForSelector(tid('login-email'), { timeout: UI_TIMEOUT });
    await phone.fill(tid('login-email'), ATTENDEE_EMAIL);
    await screenshot(phone, 'attendee-01-login');
    const before = query<{ n: number }>('SELECT COUNT(*) AS n FROM mail_outbox WHERE to_address = ?', ATTENDEE_EMAIL)[0]!.n;
    await phone.click(tid('send-code'));
    await phone.waitForSelector(tid('code-input'), { timeout: UI_TIMEOUT });
    await eventually(() => query<{ n: number }>('SELECT COUNT(*) AS n FROM mail_outbox WHERE to_address = ?', ATTENDEE_EMAIL)[0]!.n > before, 'the code e-mail');
    await phone.fill(tid('code-input'), latestCodeFor(ATTENDEE_EMAIL));
    await screenshot(phone, 'attendee-02-code');
    await phone.click(tid('verify'));
    await phone.waitForSelector(tid('dashboard'), { timeout: UI_TIMEOUT });
    await phone.waitForSelector(tid('greeting'), { timeout: UI_TIMEOUT });
    expect(await phone.textContent(tid('greeting'))).toContain('Giulia');
    await screenshot(phone, 'attendee-03-dashboard');
  });

  it('edits their own data and it is saved', async () => {
    await phone.click(tid('go-edit'));
    await phone.waitForSelector(tid('edit-form'), { timeout: UI_TIMEOUT });
    await phone.waitForSelector(tid('field-food_restriction'), { timeout: UI_TIMEOUT });
    await phone.fill(tid('field-food_restriction'), 'Vegetariana, senza lattosio');
    await phone.fill(tid('field-phone'), '+39 333 765 4321');
    await screenshot(phone, 'attendee-04-edit');
    await phone.click(tid('save'));
    await phone.waitForSelector(tid('saved'), { timeout: UI_TIMEOUT });
    await screenshot(phone, 'attendee-05-saved');
    const [row] = query<{ food_restriction: string; phone: string }>('SELECT food_restriction, phone FROM attendees WHERE id = ?', attendeeId);
    expect(row).toEqual({ food_restriction: 'Vegetariana, senza lattosio', phone: '+39 333 765 4321' });
  });

  it('buys the gala dinner by bank transfer and sees the order pending', async () => {
    await goTo(phone, `/${token}/products`);
    await phone.waitForSelector(tid(`product-${productId}`), { timeout: UI_TIMEOUT });
    await screenshot(phone, 'attendee-06-products');
    await phone.click(tid(`qty-plus-${productId}`));
    await phone.waitForSelector(`${tid(`qty-${productId}`)}:has-text("1")`, { timeout: UI_TIMEOUT });
    expect(await phone.textContent(tid('cart-total'))).toContain('85,00');
    await screenshot(phone, 'attendee-07-cart');
    await phone.click(tid('go-checkout'));
    await phone.waitForSelector(tid(`line-${productId}`), { timeout: UI_TIMEOUT });
    await phone.check(tid('pay-BANK_TRANSFER'));
    expect(await phone.textContent(tid('checkout-total'))).toContain('85,00');
    await screenshot(phone, 'attendee-08-checkout');
    await phone.click(tid('place-order'));
    await waitForRoute(phone, `/${token}/checkout-result`);
    const status = await phone.waitForSelector(tid('result-status'), { timeout: UI_TIMEOUT });
    expect(await status.getAttribute('data-payment-status')).toBe('PENDING');
    await screenshot(phone, 'attendee-09-result');

    const orders = query<OrderRow>(
      'SELECT id, number, status, payment_status, payment_method FROM orders WHERE attendee_id = ? ORDER BY id DESC',
      attendeeId,
    );
    expect(orders).toHaveLength(1);
    order = orders[0]!;
    expect(order).toMatchObject({ payment_status: 'PENDING', payment_method: 'BANK_TRANSFER' });
    expect(await phone.textContent(tid('order-number'))).toContain(String(order.number));
  });

  it('staff mark the order paid in the admin', async () => {
    const desk = await newPage(browser);
    await signIn(desk, SUPERADMIN.email, SUPERADMIN.password);
    await goTo(desk, `/events/${eventId}/orders`);
    const row = await desk.waitForSelector(tid(`order-row-${order.number}`), { timeout: UI_TIMEOUT });
    await screenshot(desk, 'staff-01-orders');
    await row.click();
    await desk.waitForSelector(`${tid('order-show')}[data-order-number="${order.number}"]`, { timeout: UI_TIMEOUT });
    expect(await desk.getAttribute(`${tid('order-show')} ${tid('order-payment-status')}`, 'data-status')).toBe('PENDING');
    await screenshot(desk, 'staff-02-order');
    await desk.click(tid('mark-paid'));
    await desk.waitForSelector(tid('mark-paid-confirm'), { timeout: UI_TIMEOUT });
    await screenshot(desk, 'staff-03-mark-paid');
    await desk.click(tid('mark-paid-confirm'));
    await desk.waitForSelector(`${tid('order-show')} ${tid('order-payment-status')}[data-status="PAID"]`, { timeout: UI_TIMEOUT });
    await screenshot(desk, 'staff-04-paid');
    const [stored] = query<{ payment_status: string }>('SELECT payment_status FROM orders WHERE id = ?', order.id);
    expect(stored!.payment_status).toBe('PAID');

    // The attendee's result page shows it too.
    await phone.reload();
    await phone.waitForSelector(`${tid('result-status')}[data-payment-status="PAID"]`, { timeout: UI_TIMEOUT });
    await screenshot(phone, 'attendee-10-paid');
  });
});
