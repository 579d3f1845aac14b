import { DEFAULT_LANGUAGE, type Language } from '@eventdesk/shared';
import { request, type Request } from 'express';
import type { IncomingMessage } from 'node:http';

/**
 * The language of a request's messages: its Accept-Language, Italian unless English is preferred.
 * Express's own negotiation, also for a request Express has not dressed (the gate's scan path).
 */
export function requestLanguage(req: Request | IncomingMessage): Language {
  if (!req.headers['accept-language']) return DEFAULT_LANGUAGE;
  return (request.acceptsLanguages.call(req as Request, 'it', 'en') || DEFAULT_LANGUAGE) as Language;
}
