import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, screenshot } from '@eventdesk/e2e/support/browser';
import { query } from '@eventdesk/e2e/support/db';
import { demoAttendee, DEMO_USERS, demoEventId, SIGN_IN_ATTENDEES } from '@eventdesk/e2e/support/demo';
import { attendeeSignIn } from '@eventdesk/e2e/support/attendee';
import { goTo, tid, UI_TIMEOUT } from '@eventdesk/e2e/support/page';
import { apiCall, signedInPage } from '@eventdesk/e2e/support/staff';

const SCREENSHOTS = join(__dirname, 'screenshots');
const PHONE = { width: 375, height: 812 };
const STAMP = Date.now().toString().slice(-5);

/**
 * The event's terms on the attendee's phone (SPEC §5 "terms (versioned consents)"): in their order, a required
 * one left unticked is refused with its message under it, then everything ticked is saved and the consents are
 * stored with the version of the words; staff see them on the attendee's page, and see a reworded term's consent lapse. The terms it makes are taken away at the end (the demo event is shared).
 */
describe('attendee site (phone): accepting the event’s terms', () => {
  let browser: Browser;
  let staff: Page;
  let phone: Page;
  let eventId: number;
  let token: string;
  let attendeeId: number;
  let email: string;
  const terms: { privacy?: number; photos?: number } = {};

  beforeAll(async () => {
    browser = await launch();
    eventId = demoEventId();
    [{ token }] = query<{ token: string }>('SELECT token FROM events WHERE id = ?', eventId);
    // A seeded attendee of its own (SIGN_IN_ATTENDEES).
    ({ id: attendeeId, email } = demoAttendee(SIGN_IN_ATTENDEES.terms));
    staff = await signedInPage(browser, DEMO_USERS.ADMIN);
    const make = async (body: object) => {
      const res = await apiCall<{ id: number }>(staff, 'POST', `/api/events/${eventId}/terms`, body);
      expect(res.status).toBe(201);
      return res.json.id;
    };
    terms.photos = await make({
      title_it: `Foto e video ${STAMP}`,
      text_it: 'Acconsento a comparire nelle foto e nei video dell’evento.',
      required: false,
      position: 2,
    });
    terms.privacy = await make({
      title_it: `Informativa privacy ${STAMP}`,
      title_en: `Privacy notice ${STAMP}`,
      text_it: 'I dati sono trattati per organizzare l’evento, secondo il GDPR.',
      text_en: 'Your data are processed to run the event, under the GDPR.',
      position: 1,
    });
    phone = await newPage(browser, PHONE, 'it-IT');
  });

  afterAll(async () => {
    for (const id of Object.values(terms)) if (id) await apiCall(staff, 'DELETE', `/api/events/${eventId}/terms/${id}`);
    await browser?.close();
  });

  it('shows the terms in their order and refuses to save while a required one is not accepted', async () => {
    await attendeeSignIn(phone, token, email);
    await goTo(phone, `/${token}/edit-attendee`);
    await phone.waitForSelector(tid(`term-${terms.privacy}`), { timeout: UI_TIMEOUT });
    const order = await phone.$$eval(`${tid('terms')} input[type="checkbox"]`, (boxes) => boxes.map((b) => b.getAttribute('data-testid')));
    const ours = order.filter((id) => id === `term-${terms.privacy}` || id === `term-${terms.photos}`);
    expect(ours).toEqual([`term-${terms.privacy}`, `term-${terms.photos}`]);

    await phone.check(tid(`term-${terms.photos}`));
    await phone.click(tid('save'));
    const invalid = await phone.waitForSelector(`.term.invalid:has(${tid(`term-${terms.privacy}`)}) .field-error`, { timeout: UI_TIMEOUT });
    expect(await invalid.textContent()).toBe('Devi accettare questo consenso.');
    expect(await phone.getAttribute(tid(`term-${terms.privacy}`), 'aria-invalid')).toBe('true');
    expect(await phone.$(tid('saved'))).toBeNull();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await phone.$eval(tid('terms'), (el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(phone, 'terms-01-required-missing', SCREENSHOTS);
    expect(query('SELECT id FROM term_consents WHERE attendee_id = ?', attendeeId)).toEqual([]);
  });

  it('saves once everything required is ticked, with the version accepted', async () => {
    // Every other active term of the demo event that is required (none, unless a test left one) is ticked too.
    for (const box of await phone.$$(`${tid('terms')} input[type="checkbox"]:not(:checked)`)) await box.check();
    await phone.uncheck(tid(`term-${terms.photos}`));
    await phone.click(tid('save'));
    await phone.waitForSelector(tid('saved'), { timeout: UI_TIMEOUT });
    expect(await phone.$('.term.invalid')).toBeNull();
    await phone.$eval(tid('terms'), (el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(phone, 'terms-02-saved', SCREENSHOTS);
    const stored = query<{ term_id: number; version: number }>(
      'SELECT term_id, version FROM term_consents WHERE attendee_id = ? AND term_id IN (?, ?)',
      attendeeId,
      terms.privacy,
      terms.photos,
    );
    expect(stored).toEqual([{ term_id: terms.privacy, version: 1 }]);
    // A reload shows what was stored.
    await phone.reload();
    await phone.waitForSelector(tid(`term-${terms.privacy}`), { timeout: UI_TIMEOUT });
    expect(await phone.isChecked(tid(`term-${terms.privacy}`))).toBe(true);
    expect(await phone.isChecked(tid(`term-${terms.photos}`))).toBe(false);
    // In English the terms are read again in English (one without English words stays Italian).
    const label = `${tid('terms')} label:has(${tid(`term-${terms.privacy}`)})`;
    expect(await phone.textContent(label)).toContain(`Informativa privacy ${STAMP}`);
    await phone.click(tid('lang-switch'));
    await phone.waitForSelector(`${label}:has-text("Privacy notice ${STAMP}")`, { timeout: UI_TIMEOUT });
    expect(await phone.textContent(`${tid('terms')} label:has(${tid(`term-${terms.photos}`)})`)).toContain(`Foto e video ${STAMP}`);
    expect(await phone.isChecked(tid(`term-${terms.privacy}`))).toBe(true);
    await phone.click(tid('lang-switch'));
    await phone.waitForSelector(`${label}:has-text("Informativa privacy ${STAMP}")`, { timeout: UI_TIMEOUT });
  });

  it('staff see the consent on the attendee’s page, and that it no longer counts once the term is reworded', async () => {
    await goTo(staff, `/events/${eventId}/attendees/${attendeeId}`);
    const row = tid(`consent-${terms.privacy}`);
    await staff.waitForSelector(row, { timeout: UI_TIMEOUT });
    expect(await staff.textContent(row)).toContain(`Informativa privacy ${STAMP}`);
    expect(await staff.textContent(row)).toContain('Valido');
    expect(await staff.$(tid(`consent-${terms.photos}`))).toBeNull();
    const reworded = await apiCall(staff, 'PUT', `/api/events/${eventId}/terms/${terms.privacy}`, {
      text_it: 'I dati sono trattati per organizzare l’evento e per le statistiche, secondo il GDPR.',
    });
    expect(reworded.status).toBe(200);
    await staff.reload();
    await staff.waitForSelector(`${row}:has-text("Testo cambiato")`, { timeout: UI_TIMEOUT });
    expect(await staff.textContent(row)).toContain('1 (ora 2)');
    await staff.$eval(tid('attendee-consents'), (el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(staff, 'terms-03-staff-consents', SCREENSHOTS);
  });
});
