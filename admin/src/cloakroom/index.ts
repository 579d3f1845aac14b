import type { EventResourceScreens } from '../routing/EventResource';
import HangerDesk from './HangerDesk';
import HangerList from './HangerList';

/** `/events/{id}/cloakroom` (ADMIN, SECRETARY): the hangers, and the desk at `cloakroom/hanger`. */
const cloakroom: EventResourceScreens = { api: 'hangers', list: HangerList, extra: { hanger: HangerDesk } };
export default cloakroom;
