import type { AccessRequestDto, CompanyPortalDto, DocumentationStatus, PortalHolderDto, ZoneDto } from '@eventdesk/shared';
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  LinearProgress,
  Link as MuiLink,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { apiFetch } from '../api/http';
import { DocumentationChip } from '../attachments/DocumentationChip';
import { DocumentationPanel } from '../attachments/DocumentationPanel';
import { useEventAbility } from '../routing/useEventAbility';

const SHOWN: DocumentationStatus[] = ['REJECTED', 'EXPIRED', 'MISSING', 'TO_VALIDATE', 'COMPLETE'];
const REQUEST_COLOR = { PENDING: 'info', APPROVED: 'success', REJECTED: 'error' } as const;

/** "38 / 50" with a bar, or the count alone without a quota. */
function QuotaUse({ used, quota }: { used: number; quota: number | null }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="h4" component="p">
        {used}
        {quota !== null && (
          <Typography component="span" variant="h6" color="text.secondary">
            {' '}
            / {quota}
          </Typography>
        )}
      </Typography>
      {quota !== null ? (
        <LinearProgress
          variant="determinate"
          value={quota === 0 ? 100 : Math.min(100, (used / quota) * 100)}
          color={used >= quota ? 'error' : used / Math.max(quota, 1) > 0.8 ? 'warning' : 'primary'}
          sx={{ height: 8, borderRadius: 4, my: 1 }}
        />
      ) : (
        <Typography variant="caption" color="text.secondary">
          {translate('resources.portal.no_quota')}
        </Typography>
      )}
    </Box>
  );
}

function HolderCard({
  eventId,
  kind,
  data,
  quota,
  canAdd,
}: {
  eventId: number;
  kind: 'attendees' | 'vehicles';
  data: CompanyPortalDto['attendees'];
  quota: number | null;
  canAdd: boolean;
}) {
  const translate = useTranslate();
  const list = (status: DocumentationStatus) =>
    `/events/${eventId}/${kind}?filter=${encodeURIComponent(JSON.stringify({ documentation_status: status }))}`;
  const open = (h: PortalHolderDto) =>
    kind === 'attendees' ? `/events/${eventId}/attendees/${h.id}/edit` : `/events/${eventId}/vehicles/${h.id}`;
  return (
    <Card variant="outlined" data-testid={`portal-${kind}`}>
      <CardHeader
        title={translate(`resources.${kind}.name`, { smart_count: 2 })}
        action={
          canAdd && (
            <Button component={Link} to={`/events/${eventId}/${kind}/create`} startIcon={<AddIcon />} size="small">
              {translate('ra.action.add')}
            </Button>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <QuotaUse used={data.total} quota={quota} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
          {SHOWN.filter((s) => data.documentation[s] > 0).map((s) => (
            <Chip
              key={s}
              size="small"
              component={Link}
              to={list(s)}
              clickable
              color={s === 'COMPLETE' ? 'success' : s === 'TO_VALIDATE' ? 'info' : s === 'MISSING' ? 'warning' : 'error'}
              label={`${translate(`documentation_status.${s}`)}: ${data.documentation[s]}`}
              data-testid={`portal-${kind}-${s}`}
            />
          ))}
        </Box>
        {data.to_fix.length > 0 && (
          <>
            <Typography variant="subtitle2">{translate('resources.portal.to_fix')}</Typography>
            <List dense disablePadding>
              {data.to_fix.map((h) => (
                <ListItem key={h.id} disableGutters sx={{ gap: 1 }}>
                  <MuiLink component={Link} to={open(h)}>
                    {h.label}
                  </MuiLink>
                  <DocumentationChip status={h.documentation_status} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The company's latest access requests and where they stand. */
function Requests({ eventId, counts }: { eventId: number; counts: CompanyPortalDto['requests'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const latest = useQuery({
    queryKey: ['access-control-requests', eventId, 'portal'],
    queryFn: async () => (await apiFetch<AccessRequestDto[]>(`/api/events/${eventId}/access-control-requests?range=[0,9]`)).json,
  });
  const { data: zones = [] } = useGetList<ZoneDto>('zones', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name_it', order: 'ASC' },
  });
  const zone = (id: number) => zones.find((z) => z.id === id)?.code ?? `#${id}`;
  return (
    <Card variant="outlined" data-testid="portal-requests">
      <CardHeader title={translate('resources.access-control-requests.name', { smart_count: 2 })} />
      <CardContent sx={{ pt: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          {(['PENDING', 'APPROVED', 'REJECTED'] as const).map((s) => (
            <Chip
              key={s}
              size="small"
              color={REQUEST_COLOR[s]}
              label={`${translate(`resources.access-control-requests.statuses.${s}`)}: ${counts[s]}`}
            />
          ))}
        </Box>
        {(latest.data ?? []).length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.portal.no_requests')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {latest.data!.map((r) => (
              <ListItem key={r.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="body2">
                  {r.holder_label} · {translate(`resources.access-control-requests.operations.${r.operation}`)} {zone(r.zone_id)}
                </Typography>
                <Chip
                  size="small"
                  color={REQUEST_COLOR[r.status]}
                  label={translate(`resources.access-control-requests.statuses.${r.status}`)}
                />
                <Typography variant="caption" color="text.secondary">
                  {new Date(r.created_at).toLocaleDateString(locale === 'en' ? 'en-GB' : 'it-IT')}
                  {r.reason ? ` · ${r.reason}` : ''}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * A company's home for the event (issue 13): its attendees and vehicles against its quotas, their
 * documentation (each status a link to the list filtered by it; the first to fix named), its own
 * documents to upload, and its access requests. The COMPANY user's event page.
 */
export default function CompanyPortal({ eventId, companyId }: { eventId: number; companyId: number }) {
  const translate = useTranslate();
  const can = useEventAbility();
  const portal = useQuery({
    queryKey: ['company-portal', eventId, companyId],
    queryFn: async () => (await apiFetch<CompanyPortalDto>(`/api/events/${eventId}/companies/${companyId}/portal`)).json,
  });
  if (portal.isError) return <Alert severity="error">{(portal.error as Error).message}</Alert>;
  if (!portal.data) return <Loading />;
  const p = portal.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }} data-testid="company-portal">
      <Title title={p.company.name} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <HolderCard
          eventId={eventId}
          kind="attendees"
          data={p.attendees}
          quota={p.company.attendee_quota}
          canAdd={can('create', 'Attendee')}
        />
        <HolderCard eventId={eventId} kind="vehicles" data={p.vehicles} quota={p.company.vehicle_quota} canAdd={can('create', 'Vehicle')} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Card variant="outlined" data-testid="portal-company-documents">
          <CardHeader
            title={translate('resources.portal.company_documents')}
            action={<DocumentationChip status={p.company_documentation} />}
          />
          <CardContent sx={{ pt: 0 }}>
            <DocumentationPanel eventId={eventId} can={can} holder={{ kind: 'COMPANY', id: companyId }} />
          </CardContent>
        </Card>
        <Requests eventId={eventId} counts={p.requests} />
      </Box>
    </Box>
  );
}
