import type { EventResourceScreens } from '../routing/EventResource';
import AttachmentDefinitionList from './AttachmentDefinitionList';

/** `/events/{id}/attachmentdefinitions` (ADMIN): the documents asked of attendees, vehicles and companies. */
const attachmentDefinitions: EventResourceScreens = { api: 'attachment-definitions', list: AttachmentDefinitionList };
export default attachmentDefinitions;
