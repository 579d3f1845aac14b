import HowToVoteIcon from '@mui/icons-material/HowToVote';
import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/polls` (ADMIN): live voting's polls, opened and closed here; the projector is `voting/results/{pollId}` (issue 27). */
const polls: EventResourceScreens = { area: 'polls', api: 'polls', icon: HowToVoteIcon, list: lazyPage(() => import('./PollList')) };
export default polls;
