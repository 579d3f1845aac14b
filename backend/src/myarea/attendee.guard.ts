import { CanActivate, createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import type { Language } from '@eventdesk/shared';
import type { HttpRequest } from '../platform/common/http';
import { acceptedLanguage } from '../platform/common/language';
import type { Attendee } from '../registration/attendees/attendee.entity';
import type { Event } from '../platform/events/event.entity';
import { attendeeLanguage } from '../registration/attendees/attendee-language';
import { AttendeeSignInService } from '../registration/attendee-sign-in/attendee-sign-in.service';
import { MyAreaService } from './myarea.service';
import { PlatformError } from '../platform/common/platform-errors';

export interface MyAreaContext {
  event: Event;
  attendee: Attendee;
  /** The language of the answer: the request's Accept-Language (the site's switcher), else the attendee's app_lang. */
  lang: Language;
}

declare module 'fastify' {
  interface FastifyRequest {
    myarea?: MyAreaContext;
  }
}

/** The request's language when it names one, else the attendee's. */
export function contentLanguage(req: HttpRequest, attendee: Attendee): Language {
  return acceptedLanguage(req, ['it', 'en'] as const) ?? attendeeLanguage(attendee);
}

/**
 * The attendee session's check for the my-area routes under `:token` (the staff guard lets them through
 * as public): the token must name an event (404), and an attendee of that very event must be signed in
 * (401; a staff session, or an attendee of another event, is nobody here).
 */
@Injectable()
export class AttendeeGuard implements CanActivate {
  constructor(
    private readonly myarea: MyAreaService,
    private readonly auth: AttendeeSignInService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<HttpRequest>();
    const event = await this.myarea.eventByToken((req.params as { token: string }).token);
    const attendee = await this.auth.current(req, event);
    if (!attendee) throw PlatformError('unauthorized');
    req.myarea = { event, attendee, lang: contentLanguage(req, attendee) };
    return true;
  }
}

/** The signed-in attendee, their event and language (routes behind AttendeeGuard). */
export const SignedInAttendee = createParamDecorator((_data: unknown, ctx: ExecutionContext): MyAreaContext => {
  const context = ctx.switchToHttp().getRequest<HttpRequest>().myarea;
  if (!context) throw PlatformError('unauthorized');
  return context;
});
