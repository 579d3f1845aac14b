import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/attachmentdefinitions` (ADMIN): the documents asked of attendees, vehicles and companies. */
const attachmentDefinitions: EventResourceScreens = {
  area: 'attachmentdefinitions',
  api: 'attachment-definitions',
  list: lazyPage(() => import('./AttachmentDefinitionList')),
};
export default attachmentDefinitions;
