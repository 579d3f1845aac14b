import { VALUE_LABELS } from '@eventdesk/shared';
import { mergeSections, type Messages } from './sections';

/** The app's own texts in English: what belongs to no folder (the menu, the roles, shared statuses). */
const app = {
  app: {
    name: 'Eventdesk',
    language: 'Language',
    not_available: 'Not available yet',
    not_available_text: 'The "%{area}" area is not part of this version of Eventdesk yet.',
    not_found: 'Page not found',
    not_found_text: 'There is nothing at this address.',
    back_home: 'Back to the events',
    loading: 'Loading…',
    support_text: 'For help with Eventdesk, contact the organiser of your event or your Eventdesk administrator.',
    support: 'Support',
    stats: 'Statistics',
    events: 'Events',
    logout: 'Log out',
    theme: 'Theme',
  },
  menu: {
    coming: 'Coming soon (%{smart_count})',
    dashboard: 'Dashboard',
    attendees: 'Attendees',
    vehicles: 'Vehicles',
    companies: 'Companies',
    accesscontrols: 'Access controls',
    accesscontrolrequests: 'Access requests',
    reports: 'Reports',
    sendings: 'Mailings',
    products: 'Products',
    orders: 'Orders',
    services: 'Services',
    attendeecategories: 'Attendee categories',
    productcategories: 'Product categories',
    eventcategories: 'Event categories',
    rooms: 'Rooms',
    attachmentdefinitions: 'Required documents',
    sessions: 'Sessions',
    tags: 'Tags',
    zones: 'Zones',
    credits: 'Credits',
    terms: 'Terms',
    documents: 'Documents',
    cloakroom: 'Cloakroom',
    options: 'Options',
    pass: 'Passes',
    filters: 'Filters',
    totems: 'Totems',
    surveys: 'Surveys',
    forms: 'Forms',
    events: 'Events',
    support: 'Support',
    logout: 'Log out',
    stats: 'Statistics',
    users: 'Users',
    fonts: 'Fonts',
    audit: 'Audit log',
    'add-attendee': 'Add attendee',
    'add-vehicle': 'Add vehicle',
    'add-company': 'Add company',
  },
  lists: {
    no_filtered_results: 'No results with these filters',
    clear_filters: 'Clear the filters',
  },
  roles: { ADMIN: 'Administrator', USER: 'User', VIEWER: 'Viewer', COMPANY: 'Company', SECRETARY: 'Secretary', ATTENDEE: 'Attendee' },
  payment_status: { ...VALUE_LABELS.payment_status.en },
  documentation_status: { ...VALUE_LABELS.documentation_status.en },
};

/** The shape of the app's texts, which the Italian ones follow (it.ts). */
export type AppMessages = typeof app;

/** Every folder's English section (`admin/src/<folder>/i18n.ts`, its `en`), found by convention. */
const sections = import.meta.glob<Messages>('../*/i18n.ts', { eager: true, import: 'en' });

/** Eventdesk's own strings in English; react-admin's are merged in by i18n-provider.ts. */
export const en = mergeSections(app, sections);
