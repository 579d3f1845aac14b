import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The API's request and answer, as every controller, guard, filter and service that needs them sees
 * them: the framework's own (Fastify's, through Nest's adapter). What the app puts on a request is
 * declared once, beside what puts it there (auth-user.ts, request-context.ts, session.types.ts,
 * myarea/attendee.guard.ts).
 */
export type HttpRequest = FastifyRequest;
export type HttpReply = FastifyReply;

/** The path of a request, without its query string. */
export function requestPath(req: { url: string }): string {
  const q = req.url.indexOf('?');
  return q < 0 ? req.url : req.url.slice(0, q);
}

/** The User-Agent of a request, or null. */
export function userAgent(req: { headers: IncomingHttpHeaders }): string | null {
  const ua = req.headers['user-agent'];
  return typeof ua === 'string' ? ua : null;
}
