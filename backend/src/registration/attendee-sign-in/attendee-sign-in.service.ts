import { attendeeSiteUrl } from '../../platform/config/app-urls';
import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HttpReply, HttpRequest } from '../../platform/common/http';
import { DataSource } from 'typeorm';
import { Attendee } from '../attendees/attendee.entity';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthService, regenerate, STAFF_SESSION_FIELDS } from '../../platform/auth/auth.service';
import { issueCsrfToken } from '../../platform/auth/csrf';
import { OneTimeCodesService } from '../../platform/auth/one-time-codes.service';
import { invalid, ThrottledException, ValidationException } from '../../platform/common/errors';
import { RateLimiter } from '../../platform/common/rate-limiter.service';
import type { AppConfig } from '../../platform/config/config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { Event as EventEntity, type Event } from '../../platform/events/event.entity';
import { t, type Language } from '@eventdesk/shared';
import { signInEmailHolder } from '../attendees/sign-in-email';
import { reindexAttendees } from '../attendees/search-tokens';
import { writeTransaction, writeWith } from '../../platform/database/write-transaction';
import { HistoryService } from '../../platform/history/history.service';
import { ATTENDEE_EMAIL_CHANGE_MAIL, ATTENDEE_SIGN_IN_CODE_MAIL } from '../../platform/mail/mail-templates';
import { MailService } from '../../platform/mail/mail.service';
import { attendeeLanguage } from '../attendees/attendee-language';

/** Codes asked per e-mail + IP: as the staff's e-mailed codes, 5 per 10 minutes, then 429. */
export const OTP_REQUEST_LIMIT = 5;
export const OTP_REQUEST_WINDOW_MS = 10 * 60_000;
/**
 * Codes mailed to one attendee, whatever the IP: beyond this the request is still answered 202 but no
 * mail leaves (a 429 here would tell that the e-mail is registered). Keeps a mailbox from being flooded
 * from many addresses.
 */
export const OTP_MAILS_PER_ATTENDEE = 10;
export const OTP_MAILS_WINDOW_MS = 60 * 60_000;

/**
 * Sign-in of attendees to the my-area site of one event, by a 6-digit code mailed to the e-mail they are
 * registered with. The attendee part of the session (`req.session.attendee`) is separate from the staff
 * part: each side's sign-in and sign-out keeps the other's fields.
 */
@Injectable()
export class AttendeeSignInService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(AttendeeSignInService.name);
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly auth: AuthService,
    private readonly rate: RateLimiter,
    private readonly codes: OneTimeCodesService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly history: HistoryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Mails a code to the attendee of `event` with this e-mail, if there is one. The caller answers the
   * same either way; the code and the mail are made after the answer, so that its timing does not tell
   * either (the lookup, done both ways, is all the request waits for).
   */
  async requestCode(req: HttpRequest, event: Event, email: string): Promise<void> {
    await this.auth.rateHit(`attendee-otp:${email}|${req.ip}`, OTP_REQUEST_WINDOW_MS, OTP_REQUEST_LIMIT);
    await this.auth.codeAsked(`attendee:${event.id}:${email}`);
    const attendee = await this.findByEmail(event.id, email);
    if (!attendee) return;
    this.inBackground(this.sendCode(req, event, attendee));
  }

  /** Checks the code (422 `errors.code` otherwise, throttled like staff sign-in) and signs the attendee in. */
  async login(req: HttpRequest, res: HttpReply, event: Event, email: string, code: string): Promise<Attendee> {
    const key = `attendee-login:${email}|${req.ip}`;
    const account = `attendee:${event.id}:${email}`;
    await this.auth.assertNotThrottled(req, key, email);
    const attendee = await this.findByEmail(event.id, email);
    // Per sign-in e-mail of the event as well, from any address (issue 12); a code mailed after the lock
    // still signs the attendee in (issue 26): the lock burns the older ones.
    await this.auth.assertAccountNotLocked(req, account, email, true);
    const ok = !!attendee && (await this.codes.consume('attendee', attendee.id, code));
    if (!ok || !attendee) {
      await this.auth.failure(key);
      if ((await this.auth.accountFailure(account)) && attendee) await this.codes.burn('attendee', attendee.id);
      await this.audit.record(req, {
        action: 'login_failed',
        userId: null,
        email,
        ...(attendee && { target: { type: 'attendee', id: attendee.id } }),
        details: { area: 'myarea', event_id: event.id },
      });
      throw invalid({ code: ['invalid_code'] });
    }
    await this.rate.reset(key);
    // A new session id (no fixation) that keeps a staff sign-in of this browser; an attendee signed in
    // to another event is replaced: one attendee, of one event, per session.
    await regenerate(req, [...STAFF_SESSION_FIELDS]);
    req.session.attendee = { id: attendee.id, eventId: event.id, authenticatedAt: Date.now() };
    issueCsrfToken(req, res, this.config.appUrl.startsWith('https:'));
    await this.audit.record(req, {
      action: 'login',
      userId: null,
      email: attendee.email,
      target: { type: 'attendee', id: attendee.id },
      details: { area: 'myarea', event_id: event.id },
    });
    return attendee;
  }

  /**
   * The attendee signed in to `event` in this session, or null: nobody, an attendee of another event
   * (their session stays, for their own event), one whose record is gone, or a session older than
   * SESSION_MAX_HOURS (that one is ended).
   */
  async current(req: HttpRequest, event: Event): Promise<Attendee | null> {
    const signedIn = req.session?.attendee;
    if (!signedIn || signedIn.eventId !== event.id) return null;
    if (Date.now() - signedIn.authenticatedAt > this.config.sessionMaxHours * 3600_000) {
      delete req.session.attendee;
      return null;
    }
    const attendee = await this.db.getRepository(Attendee).findOneBy({ id: signedIn.id, eventId: event.id });
    if (!attendee) delete req.session.attendee;
    return attendee;
  }

  /**
   * Ends the attendee part only: the rest of the session (a staff sign-in of the same browser, the
   * anti-forgery token) stays as it is. Nothing to do when no attendee is signed in.
   */
  async logout(req: HttpRequest): Promise<void> {
    const signedIn = req.session?.attendee;
    if (!signedIn) return;
    delete req.session.attendee;
    await this.audit.record(req, {
      action: 'logout',
      userId: null,
      email: null,
      target: { type: 'attendee', id: signedIn.id },
      details: { area: 'myarea', event_id: signedIn.eventId },
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  /**
   * The attendee of `eventId` who signs in with this e-mail (compared without case). E-mails are unique
   * per event (issue 12); should an older database still hold two attendees with one address, nobody
   * signs in with it (a code would otherwise open one person's record to the other) and staff are told
   * in the log.
   */
  /** The one attendee of the event with this sign-in e-mail (none when two share it). */
  async findByEmail(eventId: number, email: string): Promise<Attendee | null> {
    const found = await this.db
      .getRepository(Attendee)
      .createQueryBuilder('a')
      .where('a.eventId = :eventId', { eventId })
      .andWhere('LOWER(a.email) = :email', { email: email.toLowerCase() })
      .orderBy('a.id', 'DESC')
      .take(2)
      .getMany();
    if (found.length > 1) {
      this.logger.warn(
        `Event ${eventId}: attendees ${found.map((a) => a.id).join(', ')} share a sign-in e-mail; none may sign in with it until staff fix it`,
      );
      return null;
    }
    return found[0] ?? null;
  }

  /**
   * An attendee asked to change their e-mail in my-area (issue 12): the new address must be free in the
   * event, and it is written only once confirmed with the code sent to it; until then the old one stays.
   */
  async requestEmailChange(attendee: Attendee, email: string): Promise<void> {
    const holder = await signInEmailHolder(this.db.manager, attendee.eventId, email, attendee.id);
    if (holder) throw new ValidationException({ email: [t(attendeeLanguage(attendee), 'attendee_email_taken')] });
    const key = `attendee-email-mails:${attendee.id}`;
    if ((await this.rate.retryAfter(key, OTP_MAILS_PER_ATTENDEE)) > 0)
      throw new ThrottledException(await this.rate.retryAfter(key, OTP_MAILS_PER_ATTENDEE));
    await this.rate.hit(key, OTP_MAILS_WINDOW_MS);
    await writeWith(this.db.getRepository(Attendee), (repo) => repo.update({ id: attendee.id }, { pendingEmail: email }));
    const event = await this.db.getRepository(EventEntity).findOneByOrFail({ id: attendee.eventId });
    const code = await this.codes.issue('attendee_email', attendee.id);
    await this.mail.send({ to: email, ...ATTENDEE_EMAIL_CHANGE_MAIL[attendeeLanguage(attendee)](event.name, code) });
  }

  /** The code sent to the new address: the e-mail changes (still free in the event), recorded in the history. */
  async confirmEmailChange(attendee: Attendee, code: string, lang: Language): Promise<string> {
    const row = await this.db
      .getRepository(Attendee)
      .createQueryBuilder('a')
      .addSelect('a.pendingEmail')
      .where('a.id = :id', { id: attendee.id })
      .getOne();
    const pending = row?.pendingEmail;
    if (!pending || !(await this.codes.consume('attendee_email', attendee.id, code))) {
      throw new ValidationException({ code: [t(lang, 'invalid_code')] });
    }
    await writeTransaction(this.db, async (tx) => {
      if (await signInEmailHolder(tx, attendee.eventId, pending, attendee.id)) {
        throw new ValidationException({ email: [t(lang, 'attendee_email_taken')] });
      }
      await tx.getRepository(Attendee).update({ id: attendee.id }, { email: pending, pendingEmail: null });
      await reindexAttendees(tx, [attendee.id]);
      await this.history.record(tx, {
        eventId: attendee.eventId,
        subjectType: 'attendee',
        subjectId: attendee.id,
        action: 'update',
        actor: { attendeeId: attendee.id },
        changes: { email: [attendee.email, pending] },
      });
    });
    return pending;
  }

  private async sendCode(req: HttpRequest, event: Event, attendee: Attendee): Promise<void> {
    const key = `attendee-otp-mails:${attendee.id}`;
    if ((await this.rate.retryAfter(key, OTP_MAILS_PER_ATTENDEE)) > 0) {
      this.logger.warn(`Attendee ${attendee.id}: sign-in code not sent, ${OTP_MAILS_PER_ATTENDEE} sent in the last hour`);
      return;
    }
    await this.rate.hit(key, OTP_MAILS_WINDOW_MS);
    const code = await this.codes.issue('attendee', attendee.id);
    const url = attendeeSiteUrl(this.config.appUrl, event.token);
    const mail = ATTENDEE_SIGN_IN_CODE_MAIL[attendeeLanguage(attendee)](event.name, code, url);
    await this.audit.record(req, {
      action: 'otp_requested',
      userId: null,
      email: attendee.email,
      target: { type: 'attendee', id: attendee.id },
      details: { area: 'myarea', event_id: event.id },
    });
    await this.mail.send({ to: attendee.email!, ...mail });
  }

  private inBackground(work: Promise<void>): void {
    const tracked = work
      .catch((error: Error) => this.logger.error(`Sign-in code not sent: ${error.message}`))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }
}
