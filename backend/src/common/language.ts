import { DEFAULT_LANGUAGE, type Language } from '@eventdesk/shared';
import type { Request } from 'express';

/** The language of a request's messages: its Accept-Language, Italian unless English is preferred. */
export function requestLanguage(req: Request): Language {
  if (!req.headers['accept-language']) return DEFAULT_LANGUAGE;
  return (req.acceptsLanguages('it', 'en') || DEFAULT_LANGUAGE) as Language;
}
