import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/speakers` (ADMIN): the programme's speakers, `create` and `{speakerId}`. */
const speakers: EventResourceScreens = {
  area: 'speakers',
  api: 'speakers',
  icon: RecordVoiceOverIcon,
  list: lazyPage(() => import('./SpeakerList')),
  create: lazyPage(() => import('./SpeakerEdit'), 'SpeakerCreate'),
  edit: lazyPage(() => import('./SpeakerEdit'), 'SpeakerEdit'),
};
export default speakers;
