import { AttendeeCategory } from './attendees/attendee-category.entity';
import { AttendeeSession } from './attendees/attendee-session.entity';
import { AttendeeUsedService } from './attendees/attendee-used-service.entity';
import { AttendeeSearchToken } from './attendees/attendee-search-token.entity';
import { Attendee } from './attendees/attendee.entity';
import { SurveySubmission } from './attendees/survey-submission.entity';
import { AuditLog } from './audit/audit-log.entity';
import { OneTimeCode } from './auth/one-time-code.entity';
import { SessionRecord } from './auth/session.entity';
import { UserSession } from './users/user-session.entity';
import { CompanyInvitation } from './companies/company-invitation.entity';
import { EventCategory } from './events/event-category.entity';
import { EventCompany } from './events/event-company.entity';
import { EventOption } from './events/event-option.entity';
import { EventPaymentSettings } from './payments/event-payment-settings.entity';
import { Zone } from './zones/zone.entity';
import { ZoneDefault } from './zones/zone-default.entity';
import { Vehicle } from './vehicles/vehicle.entity';
import { AccessRight } from './access-rights/access-right.entity';
import { AccessRequest } from './access-requests/access-request.entity';
import { AttachmentDefinition, AttachmentDefinitionScope } from './attachments/attachment-definition.entity';
import { Attachment } from './attachments/attachment.entity';
import { GateChange } from './gate-changes/gate-change.entity';
import { EventPassKey, PassVersion } from './passes/pass.entities';
import { PassPrint, Scan, ZoneOccupancy, ZonePresence } from './scans/scan.entities';
import { Totem } from './totems/totem.entity';
import { TotemKey } from './auth/totem-key.entity';
import { Service } from './services/service.entity';
import { Hanger } from './cloakroom/hanger.entity';
import { Event } from './events/event.entity';
import { SavedFilter } from './filters/saved-filter.entity';
import { Font } from './fonts/font.entity';
import { Job } from './jobs/job.entity';
import { ActionHistory } from './history/action-history.entity';
import { OutboxMail } from './mail/outbox-mail.entity';
import { OrderEvent } from './orders/order-event.entity';
import { OrderLine } from './orders/order-line.entity';
import { Order } from './orders/order.entity';
import { PaymentWebhookEvent } from './payments/payment-webhook-event.entity';
import { ProductCategory } from './products/product-category.entity';
import { Product } from './products/product.entity';
import { AttendeeTag } from './tags/attendee-tag.entity';
import { Tag } from './tags/tag.entity';
import { UserEventRole } from './users/user-event-role.entity';
import { User } from './users/user.entity';

export const ENTITIES = [
  User,
  UserEventRole,
  Event,
  EventOption,
  EventPaymentSettings,
  Zone,
  ZoneDefault,
  Vehicle,
  AccessRight,
  AccessRequest,
  AttachmentDefinition,
  AttachmentDefinitionScope,
  Attachment,
  EventPassKey,
  PassVersion,
  GateChange,
  Scan,
  ZonePresence,
  ZoneOccupancy,
  PassPrint,
  Totem,
  TotemKey,
  Service,
  Hanger,
  EventCategory,
  EventCompany,
  SessionRecord,
  UserSession,
  CompanyInvitation,
  OutboxMail,
  OneTimeCode,
  AuditLog,
  AttendeeCategory,
  Attendee,
  AttendeeSearchToken,
  Font,
  ProductCategory,
  Product,
  Order,
  OrderLine,
  OrderEvent,
  PaymentWebhookEvent,
  ActionHistory,
  Tag,
  AttendeeTag,
  SavedFilter,
  AttendeeSession,
  AttendeeUsedService,
  SurveySubmission,
  Job,
];
