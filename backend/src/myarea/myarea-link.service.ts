import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isLanguage, type MyAreaLinkDto, type SendMyAreaLinkInput, type SendMyAreaLinkResultDto } from '@eventdesk/shared';
import { toString as qrSvg } from 'qrcode';
import { DataSource } from 'typeorm';
import { scopeList } from '../platform/access/record-access';
import type { EventContext } from '../platform/access/request-context';
import { ATTENDEE_SCOPE } from '../registration/attendees/attendee-access';
import { Attendee } from '../registration/attendees/attendee.entity';
import { attendeeSiteUrl } from '../platform/config/app-urls';
import type { AppConfig } from '../platform/config/config';
import { APP_CONFIG } from '../platform/config/config.module';
import { Event } from '../platform/events/event.entity';
import { MailService } from '../platform/mail/mail.service';
import { ATTENDEE_SITE_LINK_MAIL } from '../platform/mail/mail-templates';

/**
 * The attendee site's address for staff (issue 11): shown with its QR code in the event workspace, and
 * e-mailed to a selection of attendees in each one's language. A selection is checked in SQL against
 * the caller's scope (a COMPANY user reaches its own company's attendees only).
 */
@Injectable()
export class MyAreaLinkService {
  private readonly logger = new Logger(MyAreaLinkService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  async link(ctx: EventContext): Promise<MyAreaLinkDto> {
    const event = await this.db.getRepository(Event).findOneByOrFail({ id: ctx.eventId });
    const url = attendeeSiteUrl(this.config.appUrl, event.token);
    return { url, qr_svg: await qrSvg(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }) };
  }

  async send(ctx: EventContext, input: SendMyAreaLinkInput): Promise<SendMyAreaLinkResultDto> {
    const event = await this.db.getRepository(Event).findOneByOrFail({ id: ctx.eventId });
    const url = attendeeSiteUrl(this.config.appUrl, event.token);
    const attendees = await scopeList(
      this.db
        .getRepository(Attendee)
        .createQueryBuilder('attendee')
        .select(['attendee.id', 'attendee.email', 'attendee.firstName', 'attendee.lastName', 'attendee.appLang'])
        .where('attendee.id IN (:...ids)', { ids: input.ids }),
      ctx,
      'update',
      ATTENDEE_SCOPE,
    ).getMany();
    let sent = 0;
    for (const a of attendees) {
      if (!a.email) continue;
      const lang = isLanguage(a.appLang) ? a.appLang : 'it';
      const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
      try {
        await this.mail.send({ to: a.email, ...ATTENDEE_SITE_LINK_MAIL[lang](event.name, name, url, a.email) });
        sent++;
      } catch (error) {
        this.logger.error(`Attendee ${a.id}: the attendee-site link was not sent: ${(error as Error).message}`);
      }
    }
    return { sent, without_email: attendees.filter((a) => !a.email).length, not_found: input.ids.length - attendees.length };
  }
}
