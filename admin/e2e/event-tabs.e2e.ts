import type { Browser, Page } from 'playwright-core';
import { launch } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { demoEventId } from '@eventdesk/e2e/support/demo';
import { eventually, goTo, tid, UI_TIMEOUT } from '@eventdesk/e2e/support/page';
import { SUPERADMIN } from '@eventdesk/e2e/support/server';
import { signedInPage } from '@eventdesk/e2e/support/staff';

/**
 * Two tabs on two events (issue 10): each screen's calls go to the event of its own route. The staff
 * app used to send event calls to the event last opened in any tab (kept in localStorage), so saving
 * an attendee in the first tab after opening another event in the second wrote into the wrong event.
 */
describe('staff app: two tabs on two events', () => {
  let browser: Browser;
  let first: Page;

  beforeAll(async () => {
    browser = await launch();
    first = await signedInPage(browser, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('saves an attendee of the first tab into its own event while the second tab shows another', async () => {
    const eventA = demoEventId();
    const created = await first.evaluate(async () => {
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const res = await fetch('/api/events', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf, 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({
          name: 'Secondo evento',
          sku: 'TAB2',
          start_at: '2027-06-01',
          end_at: '2027-06-02',
          address: 'Via Roma 1',
          zip_code: '00100',
          city: 'Roma',
          country: 'IT',
        }),
      });
      return { status: res.status, body: (await res.json()) as { id: number } };
    });
    expect(created.status).toBe(201);
    const eventB = created.body.id;
    const [attendee] = query<{ id: number }>(
      'SELECT id FROM attendees WHERE event_id = ? AND event_company_id IS NOT NULL AND event_attendee_category_id IS NOT NULL ORDER BY id LIMIT 1',
      eventA,
    );

    await goTo(first, `/events/${eventA}/attendees/${attendee!.id}/edit`);
    await first.waitForSelector(tid('attendee-form'), { timeout: UI_TIMEOUT });

    // The second tab of the same browser (same cookies, same local storage) opens the other event.
    const second = await first.context().newPage();
    await second.goto(`/#/events/${eventB}/attendees`);
    await second.waitForSelector(tid('import-attendees'), { timeout: UI_TIMEOUT });

    const phone = '+39 347 555 0202';
    await first.fill(`${tid('field-phone')} input`, phone);
    const put = first.waitForRequest((req) => req.method() === 'PUT' && req.url().includes('/attendees/'), { timeout: UI_TIMEOUT });
    await first.click(tid('save-attendee'));
    expect(new URL((await put).url()).pathname).toBe(`/api/events/${eventA}/attendees/${attendee!.id}`);
    await eventually(
      () => query<{ phone: string }>('SELECT phone FROM attendees WHERE id = ?', attendee!.id)[0]!.phone === phone,
      'the phone saved',
    );
    await second.close();
  });
});
