import { join } from 'node:path';
import { EVENT_AREA_NAMES, EVENT_RESOURCES, type EventResourceDef } from '@eventdesk/shared';
import type { Browser, Page } from 'playwright-core';
import { atStaffSizes, launch } from '@eventdesk/e2e/support/browser';
import { DEMO_EVENT_NAME, DEMO_USERS, demoEventId } from '@eventdesk/e2e/support/demo';
import { eventually, settled, tid, trackRequests, UI_TIMEOUT, waitForRoute } from '@eventdesk/e2e/support/page';
import { apiCall, openEvent, signedInPage } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots', 'kit');

/**
 * Every resource built with the kit (a registry entry with a `contract`), tried as its organiser would: from the
 * event menu to its list, the form filled with the contract's example, saved, found in the list, opened and
 * deleted — at 1280 and 1024 px with nothing scrolling sideways, and no console error. A new resource is covered
 * here without a browser test file of its own; what is particular to it (terms' versions, say) has its own file.
 */
type ResourceContract = NonNullable<EventResourceDef['contract']>;
type Kit = { area: string; api: string; contract: ResourceContract };
const KIT: Kit[] = EVENT_AREA_NAMES.flatMap((area) => {
  const def = EVENT_RESOURCES[area] as EventResourceDef;
  return def.contract && def.api && def.page ? [{ area, api: def.api, contract: def.contract }] : [];
});

let browser: Browser;
let page: Page;
let eventId: number;
const errors: string[] = [];
const STAMP = Date.now().toString().slice(-6);

/** The example as this run types it: its first text made unique, so the record is found among the demo's. */
function typed(contract: ResourceContract): [field: string, value: string | number | boolean][] {
  return Object.entries(contract.example).map(([field, value], i) => [field, i === 0 ? `${String(value)} ${STAMP}` : value]);
}

const recordsNamed = async (api: string, field: string, label: string) => {
  const { status, json } = await apiCall<Record<string, unknown>[]>(page, 'GET', `/api/events/${eventId}/${api}?range=[0,999]`);
  expect(status).toBe(200);
  return json.filter((r) => r[field] === label);
};

beforeAll(async () => {
  browser = await launch();
  eventId = demoEventId();
  page = await signedInPage(browser, DEMO_USERS.ADMIN);
  trackRequests(page);
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await openEvent(page, eventId, DEMO_EVENT_NAME);
});
afterAll(async () => {
  // What a failed run left behind: the demo event is shared by every browser test file.
  for (const { api, contract } of KIT) {
    const [field, label] = typed(contract)[0]!;
    for (const r of await recordsNamed(api, field, String(label)))
      await apiCall(page, 'DELETE', `/api/events/${eventId}/${api}/${String(r.id)}`);
  }
  await browser?.close();
});
afterEach(() => expect(errors.splice(0)).toEqual([]));

it('the kit has resources to try', () => {
  expect(KIT.map((k) => k.area)).toEqual(expect.arrayContaining(['terms']));
});

describe.each(KIT.map((k) => [k.area, k] as const))('%s, as the event ADMIN', (area, { api, contract }) => {
  const values = typed(contract);
  const [labelField, label] = values[0]! as [string, string];

  it('opens from the menu, makes a record from the form, and lists it', async () => {
    await page.click(tid(`menu-event-${area}`));
    await waitForRoute(page, `/events/${eventId}/${area}`);
    await atStaffSizes(page, `${area}-list`, SCREENSHOTS, async () => {
      await page.waitForSelector('.RaList-main', { timeout: UI_TIMEOUT });
      await settled(page);
    });
    await page.locator(`a[href$="/events/${eventId}/${area}/create"]`).first().click();
    await waitForRoute(page, `/events/${eventId}/${area}/create`);
    for (const [field, value] of values) {
      const input = page.locator(`input[name="${field}"], textarea[name="${field}"]`).first();
      if (typeof value === 'boolean') await input.setChecked(value);
      else await input.fill(String(value));
    }
    await atStaffSizes(page, `${area}-create`, SCREENSHOTS, () => page.waitForSelector('button[type="submit"]', { timeout: UI_TIMEOUT }));
    await page.click('button[type="submit"]');
    const [made] = await eventually(
      async () => ((await recordsNamed(api, labelField, label)).length ? recordsNamed(api, labelField, label) : null),
      `${area} saved`,
    );
    // Stored as typed, field by field.
    expect(Object.fromEntries(values.map(([field]) => [field, made![field]]))).toEqual(Object.fromEntries(values));
    await waitForRoute(page, `/events/${eventId}/${area}`);
    await page.locator('.RaList-main tbody tr', { hasText: label }).waitFor({ timeout: UI_TIMEOUT });
  });

  it('opens the record from the list and deletes it', async () => {
    await page.locator('.RaList-main tbody tr', { hasText: label }).click();
    const input = page.locator(`input[name="${labelField}"], textarea[name="${labelField}"]`).first();
    await input.waitFor({ timeout: UI_TIMEOUT });
    expect(await input.inputValue()).toBe(label);
    // The page is named after the record (react-admin would take a field called `title`, a speaker's "Prof.ssa").
    expect(await page.locator('#react-admin-title').innerText()).toContain(label);
    await atStaffSizes(page, `${area}-edit`, SCREENSHOTS, () => page.waitForSelector('.ra-delete-button', { timeout: UI_TIMEOUT }));
    await page.click('.ra-delete-button');
    const confirm = page.locator('.ra-confirm');
    // Deleting asks first when the resource's form deletes pessimistically.
    if (
      await confirm.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      )
    )
      await confirm.click();
    await waitForRoute(page, `/events/${eventId}/${area}`);
    await eventually(async () => ((await recordsNamed(api, labelField, label)).length === 0 ? true : null), `${area} deleted`);
    expect(await page.locator('.RaList-main tbody tr', { hasText: label }).count()).toBe(0);
  });
});
