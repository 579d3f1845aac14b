import { Initial1763800000000 } from './1763800000000-Initial';
import { AuthAudit1763900000000 } from './1763900000000-AuthAudit';
import { AttendeesFonts1764000000000 } from './1764000000000-AttendeesFonts';
import { Commerce1764100000000 } from './1764100000000-Commerce';
import { AttendeesApi1764200000000 } from './1764200000000-AttendeesApi';
import { Jobs1764300000000 } from './1764300000000-Jobs';
import { AttendeeSearch1764400000000 } from './1764400000000-AttendeeSearch';
import { AttendeeTotals1764500000000 } from './1764500000000-AttendeeTotals';
import { JobOwner1764650000000 } from './1764650000000-JobOwner';
import { UserSessions1764700000000 } from './1764700000000-UserSessions';
import { AttendeePendingEmail1764750000000 } from './1764750000000-AttendeePendingEmail';
import { PaymentSettings1764800000000 } from './1764800000000-PaymentSettings';
import { RecomputeAttendeePayment1764810000000 } from './1764810000000-RecomputeAttendeePayment';
import { Zones1764900000000 } from './1764900000000-Zones';
import { Vehicles1764950000000 } from './1764950000000-Vehicles';
import { AccessRights1765000000000 } from './1765000000000-AccessRights';
import { AccessRequests1765100000000 } from './1765100000000-AccessRequests';
import { Attachments1765200000000 } from './1765200000000-Attachments';
import { ZoneDefaults1765300000000 } from './1765300000000-ZoneDefaults';
import { Passes1765400000000 } from './1765400000000-Passes';
import { Scans1765500000000 } from './1765500000000-Scans';
import { GateRules1765600000000 } from './1765600000000-GateRules';
import { Totems1765620000000 } from './1765620000000-Totems';
import { Services1765630000000 } from './1765630000000-Services';
import { Cloakroom1765640000000 } from './1765640000000-Cloakroom';
import { GateChanges1765650000000 } from './1765650000000-GateChanges';
import { GateRightIndex1765660000000 } from './1765660000000-GateRightIndex';
import { CompanyInvitations1765670000000 } from './1765670000000-CompanyInvitations';
import { TotemKeys1765680000000 } from './1765680000000-TotemKeys';
import { ZoneTickets1765690000000 } from './1765690000000-ZoneTickets';
import { ScanOverrides1765691000000 } from './1765691000000-ScanOverrides';

/** Every migration, in order. A new one is added here as well as in its own file. */
export const MIGRATIONS = [
  Initial1763800000000,
  AuthAudit1763900000000,
  AttendeesFonts1764000000000,
  Commerce1764100000000,
  AttendeesApi1764200000000,
  Jobs1764300000000,
  AttendeeSearch1764400000000,
  AttendeeTotals1764500000000,
  JobOwner1764650000000,
  UserSessions1764700000000,
  AttendeePendingEmail1764750000000,
  PaymentSettings1764800000000,
  RecomputeAttendeePayment1764810000000,
  Zones1764900000000,
  Vehicles1764950000000,
  AccessRights1765000000000,
  AccessRequests1765100000000,
  Attachments1765200000000,
  ZoneDefaults1765300000000,
  Passes1765400000000,
  Scans1765500000000,
  GateRules1765600000000,
  Totems1765620000000,
  Services1765630000000,
  Cloakroom1765640000000,
  GateChanges1765650000000,
  GateRightIndex1765660000000,
  CompanyInvitations1765670000000,
  TotemKeys1765680000000,
  ZoneTickets1765690000000,
  ScanOverrides1765691000000,
];
