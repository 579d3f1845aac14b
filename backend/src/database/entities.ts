import { AttendeeCategory } from '../attendees/attendee-category.entity';
import { Attendee } from '../attendees/attendee.entity';
import { AuditLog } from '../audit/audit-log.entity';
import { OneTimeCode } from '../auth/one-time-code.entity';
import { SessionRecord } from '../auth/session.entity';
import { EventCategory } from '../events/event-category.entity';
import { EventCompany } from '../events/event-company.entity';
import { EventOption } from '../events/event-option.entity';
import { Event } from '../events/event.entity';
import { Font } from '../fonts/font.entity';
import { OutboxMail } from '../mail/outbox-mail.entity';
import { UserEventRole } from '../users/user-event-role.entity';
import { User } from '../users/user.entity';

export const ENTITIES = [
  User,
  UserEventRole,
  Event,
  EventOption,
  EventCategory,
  EventCompany,
  SessionRecord,
  OutboxMail,
  OneTimeCode,
  AuditLog,
  AttendeeCategory,
  Attendee,
  Font,
];
