import EventEdit from '../events/EventEdit';
import type { EventResourceScreens } from '../routing/EventResource';

/** `/events/{id}/options` (ADMIN): the event's fields, image, options and interface per role. */
const options: EventResourceScreens = { page: EventEdit };
export default options;
