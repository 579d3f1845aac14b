import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { onRequestHookHandler } from 'fastify';
import type { HttpReply, HttpRequest } from '../common/http';
import { requestLanguage } from '../common/language';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Issues a fresh token into the session and the readable XSRF-TOKEN cookie: at sign-in (which also
 * covers a completed 2FA enrolment, a privilege change) and for a session that has none yet.
 */
export function issueCsrfToken(req: HttpRequest, reply: HttpReply, secure: boolean): string {
  const token = randomBytes(32).toString('base64url');
  req.session.csrfToken = token;
  setCsrfCookie(reply, token, secure);
  return token;
}

/**
 * `GET /sanctum/csrf-cookie`: the session's token, issued once per session as Laravel's XSRF-TOKEN is
 * (issue 29 item 18). Each navigation asks for it; answering a new one each time made two tabs (or two
 * clients) of one session refuse each other's writes with 419. The cookie is written again, so a
 * client that lost it gets it back; sign-in and sign-out still change it (issueCsrfToken, a new session).
 */
export function sessionCsrfToken(req: HttpRequest, reply: HttpReply, secure: boolean): string {
  const token = req.session.csrfToken;
  if (!token) return issueCsrfToken(req, reply, secure);
  setCsrfCookie(reply, token, secure);
  return token;
}

function setCsrfCookie(reply: HttpReply, token: string, secure: boolean): void {
  reply.setCookie(CSRF_COOKIE, token, { httpOnly: false, sameSite: 'lax', secure, path: '/' });
}

/** Whether a request echoes its session's token (`given`: its X-XSRF-TOKEN header). */
export function csrfTokenMatches(expected: string | undefined, given: unknown): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Every state-changing request must echo the session's token in X-XSRF-TOKEN, else 419 (Laravel's
 * code). A hook of every request, after the session is read and before the body is.
 */
export function csrfProtection(exempt: (req: HttpRequest) => boolean = () => false): onRequestHookHandler {
  return (req, reply, done) => {
    if (SAFE_METHODS.has(req.method) || exempt(req)) return done();
    if (csrfTokenMatches(req.session?.csrfToken, req.headers[CSRF_HEADER])) return done();
    const lang = requestLanguage(req);
    reply.status(419).send({
      statusCode: 419,
      error: 'CSRF token mismatch',
      code: 'csrf_token_mismatch',
      message: lang === 'en' ? 'The page expired: reload and try again' : 'La pagina è scaduta: ricarica e riprova',
    });
  };
}
