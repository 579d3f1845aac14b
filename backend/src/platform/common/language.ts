import { DEFAULT_LANGUAGE, type Language } from '@eventdesk/shared';
import Negotiator from 'negotiator';
import type { IncomingHttpHeaders } from 'node:http';

/** The first of `offered` that Accept-Language prefers, or undefined when it names none of them. */
export function acceptedLanguage<T extends string>(req: { headers: IncomingHttpHeaders }, offered: readonly T[]): T | undefined {
  if (!req.headers['accept-language']) return undefined;
  return new Negotiator(req).language(offered as T[]) as T | undefined;
}

/** The language of a request's messages: its Accept-Language, Italian unless English is preferred. */
export function requestLanguage(req: { headers: IncomingHttpHeaders }): Language {
  return acceptedLanguage(req, ['it', 'en'] as const) ?? DEFAULT_LANGUAGE;
}
