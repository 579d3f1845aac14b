import type { EventAreaName } from '@eventdesk/shared';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import BadgeIcon from '@mui/icons-material/Badge';
import BarChartIcon from '@mui/icons-material/BarChart';
import BusinessIcon from '@mui/icons-material/Business';
import CategoryIcon from '@mui/icons-material/Category';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import ClassIcon from '@mui/icons-material/Class';
import DescriptionIcon from '@mui/icons-material/Description';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import DoorFrontIcon from '@mui/icons-material/DoorFront';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import GavelIcon from '@mui/icons-material/Gavel';
import GroupIcon from '@mui/icons-material/Group';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MailIcon from '@mui/icons-material/Mail';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import PollIcon from '@mui/icons-material/Poll';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import TvIcon from '@mui/icons-material/Tv';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import MapIcon from '@mui/icons-material/Map';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { AREA_SCREENS } from '../routing/area-screens';

/**
 * The icons of the registry's areas, which the menu shows alone when the sidebar is folded (tablets).
 * A new area gives its icon in its folder's index.ts (`icon`) instead; every area has one of the two
 * (area-icons.spec.ts).
 */
export const AREA_ICONS: Partial<Record<EventAreaName, SvgIconComponent>> = {
  attendees: GroupIcon,
  vehicles: DirectionsCarIcon,
  companies: BusinessIcon,
  accesscontrols: DoorFrontIcon,
  accesscontrolrequests: VpnKeyIcon,
  zones: MapIcon,
  accessrights: HowToRegIcon,
  reports: BarChartIcon,
  sendings: MailIcon,
  products: InventoryIcon,
  orders: ReceiptLongIcon,
  services: MiscellaneousServicesIcon,
  attendeecategories: ClassIcon,
  productcategories: CategoryIcon,
  eventcategories: AccountTreeIcon,
  rooms: MeetingRoomIcon,
  attachmentdefinitions: AttachFileIcon,
  attachments: AttachFileIcon,
  sessions: EventNoteIcon,
  tags: LocalOfferIcon,
  credits: SchoolIcon,
  terms: GavelIcon,
  documents: DescriptionIcon,
  cloakroom: CheckroomIcon,
  options: SettingsIcon,
  pass: BadgeIcon,
  filters: FilterAltIcon,
  totems: TvIcon,
  surveys: PollIcon,
  forms: AssignmentIcon,
  quickmode: QrCodeScannerIcon,
};

/** An area's menu icon: its folder's own, else the list above. */
export const areaIcon = (area: EventAreaName): ComponentType | undefined => AREA_SCREENS[area]?.icon ?? AREA_ICONS[area];
