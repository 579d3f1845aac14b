import type { Page } from 'playwright-core';
import { screenshot } from './browser';
import { latestCodeFor, mailCount } from './db';
import { eventually, tid, UI_TIMEOUT } from './page';
import type { Shots } from './staff';
import { timed } from './trace';

/** Flows of the attendee site (myarea/, served under /myarea/). */

/**
 * Sign-in with the code e-mailed to the attendee (read from the development outbox once it is there).
 * Ends on the dashboard, or on `landing` (the page the attendee was sent away from).
 */
export function attendeeSignIn(page: Page, eventToken: string, email: string, shots?: Shots, landing = tid('dashboard')): Promise<void> {
  return timed('attendee-sign-in', () => attendeeSignInSteps(page, eventToken, email, shots, landing));
}

async function attendeeSignInSteps(
  page: Page,
  eventToken: string,
  email: string,
  shots: Shots | undefined,
  landing: string,
): Promise<void> {
  await page.goto(`/myarea/#/${eventToken}/login`);
  await page.waitForSelector(tid('login-email'), { timeout: UI_TIMEOUT });
  await page.fill(tid('login-email'), email);
  if (shots) await screenshot(page, `${shots.prefix}-login`, shots.dir);
  const before = mailCount(email);
  await page.click(tid('send-code'));
  await page.waitForSelector(tid('code-input'), { timeout: UI_TIMEOUT });
  await eventually(() => mailCount(email) > before, 'the code e-mail');
  await page.fill(tid('code-input'), latestCodeFor(email));
  if (shots) await screenshot(page, `${shots.prefix}-code`, shots.dir);
  await page.click(tid('verify'));
  await page.waitForSelector(landing, { timeout: UI_TIMEOUT });
}
