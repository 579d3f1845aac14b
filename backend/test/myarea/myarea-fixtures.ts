import { CookieAccessInfo } from 'cookiejar';
import { MoreThan } from 'typeorm';
import { SESSION_COOKIE } from '../../src/platform/auth/session-cookie';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import { OutboxMail } from '../../src/platform/mail/outbox-mail.entity';
import { insertAttendee } from '../commerce/commerce-fixtures';
import type { ApiClient } from '../support/api-client';
import { createEvent } from '../support/fixtures';
import type { TestApp } from '../support/test-app';

let seq = 0;

/** An e-mail no other test of the file uses (the sign-in is throttled per e-mail + IP). */
export const uniqueEmail = (prefix = 'attendee') => `${prefix}.${Date.now().toString(36)}${++seq}@example.test`;

/** An event through the staff API: its id, name and my-area token. */
export async function myEvent(admin: ApiClient, overrides: Record<string, unknown> = {}) {
  return createEvent(admin, overrides);
}

/** Replaces an event's options through the staff API (which checks UI_CONFIG). */
export async function setOptions(admin: ApiClient, eventId: number, options: { key: string; value: string }[]) {
  const event = (await admin.get(`/api/events/${eventId}`).expect(200)).body;
  const { name, sku, start_at, end_at, address, zip_code, city, country, event_category_id } = event;
  const res = await admin
    .put(`/api/events/${eventId}`)
    .send({ name, sku, start_at, end_at, address, zip_code, city, country, event_category_id, options });
  if (res.status !== 200) throw new Error(`options: ${res.status} ${JSON.stringify(res.body)}`);
}

/** An attendee of `eventId` with a fresh e-mail (unless given). */
export function attendeeOf(t: TestApp, eventId: number, fields: Partial<Attendee> = {}): Promise<Attendee> {
  return insertAttendee(t, eventId, { email: uniqueEmail(), ...fields });
}

/** The id of the newest mail in the development outbox (0 when empty): mails after it are new. */
export async function lastMailId(t: TestApp): Promise<number> {
  const [last] = await t.db.getRepository(OutboxMail).find({ order: { id: 'DESC' }, take: 1 });
  return last?.id ?? 0;
}

/** Mails to `to` after the mail `after`; waits a little, since sign-in codes are mailed after the answer. */
export async function mailsTo(t: TestApp, to: string, after: number, { wait = true } = {}): Promise<OutboxMail[]> {
  const find = () => t.db.getRepository(OutboxMail).find({ where: { to, id: MoreThan(after) }, order: { id: 'ASC' } });
  for (let i = 0; wait && i < 50; i++) {
    const mails = await find();
    if (mails.length) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return find();
}

/** The 6-digit code of a sign-in mail. */
export function codeIn(mail: OutboxMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no code in ${JSON.stringify(mail.text)}`);
  return match[1];
}

/** Asks a code for `email` at `token` and reads it from the development outbox. */
export async function requestCode(t: TestApp, client: ApiClient, token: string, email: string): Promise<string> {
  const after = await lastMailId(t);
  const res = await client.post(`/api/${token}/attendee/otp`).send({ email });
  if (res.status !== 202) throw new Error(`otp: ${res.status} ${JSON.stringify(res.body)}`);
  const mails = await mailsTo(t, email, after);
  if (mails.length !== 1) throw new Error(`expected one mail to ${email}, got ${mails.length}`);
  return codeIn(mails[0]);
}

/** Signs `client` in as the attendee with `email` at `token` (code from the outbox). */
export async function signIn(t: TestApp, client: ApiClient, token: string, email: string) {
  const code = await requestCode(t, client, token, email);
  const res = await client.post(`/api/${token}/attendee/login`).send({ email, code });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

/** A fresh browser that holds the anti-forgery cookie. */
export async function browser(t: TestApp): Promise<ApiClient> {
  const client = t.client();
  await client.csrf();
  return client;
}

export const sessionOf = (client: ApiClient): string | undefined => client.agent.jar.getCookie(SESSION_COOKIE, CookieAccessInfo.All)?.value;
export const cookiesOf = (client: ApiClient): string => client.agent.jar.getCookies(CookieAccessInfo.All).toValueString();
