import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCurrentEvent } from '../routing/EventContext';

/** The credits area's two screens, each at its own address (its list keeps its own filters): the rules and what they gave. */
export function CreditsTabs({ value }: { value: 'rules' | 'results' }) {
  const translate = useTranslate();
  const eventId = useCurrentEvent()?.event.id;
  const base = `/events/${eventId}/credits`;
  return (
    <Tabs value={value} sx={{ mt: 1 }}>
      <Tab value="rules" label={translate('resources.credits.tabs.rules')} component={Link} to={base} data-testid="credits-tab-rules" />
      <Tab
        value="results"
        label={translate('resources.credits.tabs.results')}
        component={Link}
        to={`${base}/results`}
        data-testid="credits-tab-results"
      />
    </Tabs>
  );
}
