import CalendarViewWeekIcon from '@mui/icons-material/CalendarViewWeek';
import SensorsIcon from '@mui/icons-material/Sensors';
import ViewListIcon from '@mui/icons-material/ViewList';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useStore, useTranslate } from 'react-admin';
import { useCurrentEvent } from '../routing/EventContext';
import { ProgrammeGrid } from './ProgrammeGrid';
import { ProgrammeNow } from './ProgrammeNow';
import { SessionList } from './SessionList';

type View = 'list' | 'grid' | 'now';

function ViewSwitch({ value, onChange }: { value: View; onChange: (view: View) => void }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_, view: View | null) => view && onChange(view)}
      aria-label={translate('resources.sessions.views.label')}
    >
      <ToggleButton value="list" data-testid="sessions-view-list" sx={{ gap: 0.5, py: 0.25 }}>
        <ViewListIcon fontSize="small" />
        {translate('resources.sessions.views.list')}
      </ToggleButton>
      <ToggleButton value="grid" data-testid="sessions-view-grid" sx={{ gap: 0.5, py: 0.25 }}>
        <CalendarViewWeekIcon fontSize="small" />
        {translate('resources.sessions.views.grid')}
      </ToggleButton>
      <ToggleButton value="now" data-testid="sessions-view-now" sx={{ gap: 0.5, py: 0.25 }}>
        <SensorsIcon fontSize="small" />
        {translate('resources.sessions.views.now')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/** `/events/{id}/sessions` (ADMIN): the programme as a list, a day × room grid, or each room now; the choice kept per event. */
export default function SessionsPage() {
  const eventId = useCurrentEvent()?.event.id;
  const [view, setView] = useStore<View>(`sessions.${eventId}.view`, 'list');
  const viewSwitch = <ViewSwitch value={view} onChange={setView} />;
  if (view === 'now') return <ProgrammeNow viewSwitch={viewSwitch} />;
  return view === 'grid' ? <ProgrammeGrid viewSwitch={viewSwitch} /> : <SessionList viewSwitch={viewSwitch} />;
}
