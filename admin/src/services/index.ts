import type { EventResourceScreens } from '../routing/EventResource';
import ServiceList from './ServiceList';

/** `/events/{id}/services` (ADMIN): services on site, edited in a dialog. */
const services: EventResourceScreens = { api: 'services', list: ServiceList };
export default services;
