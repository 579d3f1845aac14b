import type { CurrentUserDto, EventDto } from '@eventdesk/shared';
import EventIcon from '@mui/icons-material/Event';
import PlaceIcon from '@mui/icons-material/Place';
import { Box, Card, CardActionArea, CardContent, CardMedia, Chip, Typography } from '@mui/material';
import {
  CreateButton,
  DateField,
  List,
  Pagination,
  SearchInput,
  TopToolbar,
  useListContext,
  useLocaleState,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';

function EventCard({ event }: { event: EventDto }) {
  const [locale] = useLocaleState();
  const locales = locale === 'en' ? 'en-GB' : 'it-IT';
  return (
    <Card sx={{ height: '100%' }} data-testid="event-card">
      <CardActionArea
        component={Link}
        to={`/events/${event.id}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {event.image_background_url ? (
          <CardMedia component="img" height="120" image={event.image_background_url} alt="" />
        ) : (
          <Box
            sx={{
              height: 120,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'primary.light',
              color: 'primary.contrastText',
            }}
          >
            <EventIcon sx={{ fontSize: 48, opacity: 0.6 }} />
          </Box>
        )}
        <CardContent sx={{ flex: 1 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {event.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <EventIcon fontSize="inherit" />
            <DateField record={event} source="start_at" locales={locales} />
            {event.end_at && event.end_at !== event.start_at && (
              <>
                {' – '}
                <DateField record={event} source="end_at" locales={locales} />
              </>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <PlaceIcon fontSize="inherit" /> {event.city} ({event.country})
          </Typography>
          <Chip label={event.sku} size="small" sx={{ mt: 1 }} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function EventGrid() {
  const { data, isPending } = useListContext<EventDto>();
  const translate = useTranslate();
  if (isPending) return null;
  if (!data?.length)
    return (
      <Typography sx={{ p: 3 }}>
        {translate('ra.navigation.no_results', { name: translate('resources.events.name', { smart_count: 2 }) })}
      </Typography>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, p: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
      {data.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
    </Box>
  );
}

function EventListActions() {
  const { permissions } = usePermissions<CurrentUserDto | null>();
  return <TopToolbar>{permissions?.is_superadmin === 1 && <CreateButton />}</TopToolbar>;
}

/** `/` and `/events`: the events the user has a role in (all of them for a superadmin). */
export default function EventList() {
  return (
    <List
      resource="events"
      filters={[<SearchInput source="q" alwaysOn key="q" />]}
      sort={{ field: 'start_at', order: 'DESC' }}
      perPage={24}
      pagination={<Pagination rowsPerPageOptions={[12, 24, 48]} />}
      actions={<EventListActions />}
      component="div"
      empty={false}
    >
      <EventGrid />
    </List>
  );
}
