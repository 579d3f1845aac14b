import { AttendeeCategory } from './registration/attendees/attendee-category.entity';
import { AttendeeSession } from './registration/attendees/attendee-session.entity';
import { AttendeeUsedService } from './registration/attendees/attendee-used-service.entity';
import { AttendeeSearchToken } from './registration/attendees/attendee-search-token.entity';
import { Attendee } from './registration/attendees/attendee.entity';
import { SurveySubmission } from './registration/attendees/survey-submission.entity';
import { AuditLog } from './platform/audit/audit-log.entity';
import { OneTimeCode } from './platform/auth/one-time-code.entity';
import { SessionRecord } from './platform/auth/session.entity';
import { UserSession } from './platform/users/user-session.entity';
import { CompanyInvitation } from './registration/companies/company-invitation.entity';
import { EventCategory } from './platform/events/event-category.entity';
import { EventCompany } from './platform/events/event-company.entity';
import { EventOption } from './platform/events/event-option.entity';
import { EventPaymentSettings } from './commerce/payments/event-payment-settings.entity';
import { Zone } from './accreditation/zones/zone.entity';
import { ZoneDefault } from './accreditation/zones/zone-default.entity';
import { ZoneTicket } from './accreditation/zones/zone-ticket.entity';
import { Vehicle } from './accreditation/vehicles/vehicle.entity';
import { AccessRight } from './accreditation/access-rights/access-right.entity';
import { AccessRequest } from './accreditation/access-requests/access-request.entity';
import { AttachmentDefinition, AttachmentDefinitionScope } from './accreditation/attachments/attachment-definition.entity';
import { Attachment } from './accreditation/attachments/attachment.entity';
import { GateChange } from './gate/gate-changes/gate-change.entity';
import { EventPassKey, PassVersion } from './gate/passes/pass.entities';
import { PassPrint, Scan, ZoneOccupancy, ZonePresence } from './gate/scans/scan.entities';
import { Totem } from './gate/totems/totem.entity';
import { TotemKey } from './platform/auth/totem-key.entity';
import { Service } from './gate/services/service.entity';
import { Hanger } from './gate/cloakroom/hanger.entity';
import { Event } from './platform/events/event.entity';
import { SavedFilter } from './registration/filters/saved-filter.entity';
import { Font } from './platform/fonts/font.entity';
import { Job } from './platform/jobs/job.entity';
import { ActionHistory } from './platform/history/action-history.entity';
import { OutboxMail } from './platform/mail/outbox-mail.entity';
import { OrderEvent } from './commerce/orders/order-event.entity';
import { OrderLine } from './commerce/orders/order-line.entity';
import { Order } from './commerce/orders/order.entity';
import { PaymentWebhookEvent } from './commerce/payments/payment-webhook-event.entity';
import { ProductCategory } from './commerce/products/product-category.entity';
import { Product } from './commerce/products/product.entity';
import { AttendeeTag } from './registration/tags/attendee-tag.entity';
import { Tag } from './registration/tags/tag.entity';
import { UserEventRole } from './platform/users/user-event-role.entity';
import { User } from './platform/users/user.entity';

export const ENTITIES = [
  User,
  UserEventRole,
  Event,
  EventOption,
  EventPaymentSettings,
  Zone,
  ZoneDefault,
  ZoneTicket,
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
