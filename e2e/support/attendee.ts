import type { Page, Response } from 'playwright-core';
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
  // The API's answers during the sign-in, for the error below.
  const answers: string[] = [];
  const note = (r: Response) => {
    const url = new URL(r.url());
    if (/^\/(api|sanctum)\//.test(url.pathname)) answers.push(`${r.request().method()} ${url.pathname} ${r.status()}`);
  };
  page.on('response', note);
  try {
    await attendeeSignInFlow(page, eventToken, email, shots, landing);
  } catch (error) {
    // Where the page is instead, what it says and what the API answered: a failure in CI is read from its log.
    const alert = await page.textContent('[role="alert"]', { timeout: 1_000 }).catch(() => null);
    throw new Error(
      `Signing in as ${email}, expected ${landing}; the page is at ${page.url()}${alert ? `, saying "${alert}"` : ''}; ` +
        `the API answered ${answers.join(', ') || 'nothing'}: ${(error as Error).message}`,
    );
  } finally {
    page.off('response', note);
  }
}

async function attendeeSignInFlow(page: Page, eventToken: string, email: string, shots: Shots | undefined, landing: string): Promise<void> {
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
