import type { EventResourceScreens } from '../routing/EventResource';
import TagList from './TagList';

/** `/events/{id}/tags` (ADMIN): one list, tags edited in a dialog. */
const tags: EventResourceScreens = { api: 'tags', list: TagList };
export default tags;
