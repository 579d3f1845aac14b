import { formatMoney } from '@eventdesk/shared/money';
import type { EventStatsDto } from '@eventdesk/shared';
import { Alert, Box, Card, CardActionArea, CardContent, CardHeader, Typography, useTheme } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Loading, Title, useLocale, useTranslate } from 'react-admin';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { apiFetch } from '../api/http';
import { useCurrentEvent } from '../routing/EventContext';
import { useEventAbility } from '../routing/useEventAbility';
import { QuickModeButton, ZoneCounters } from '../access-controls/ZoneCounters';
import { AttendeeSiteCard } from './AttendeeSiteCard';
import { WaitingCard } from './WaitingCard';

const REFRESH_MS = 30_000;

/** A card's content as a link to its report (`to`), or as it is when the caller may not read reports (`to` null). */
function ToReport({ to, children }: { to: string | null; children: ReactNode }) {
  return to ? (
    <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
      {children}
    </CardActionArea>
  ) : (
    children
  );
}

function Figure({ label, value, testId, to }: { label: string; value: number; testId: string; to: string | null }) {
  return (
    <Card data-testid={testId}>
      <ToReport to={to}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h4">{value.toLocaleString()}</Typography>
        </CardContent>
      </ToReport>
    </Card>
  );
}

/** `/events/{id}`: live figures and charts from `GET /api/events/{id}/stats`, scoped by the API to what the role may see. */
export default function EventDashboard() {
  const current = useCurrentEvent();
  const translate = useTranslate();
  const locale = useLocale();
  const theme = useTheme();
  const can = useEventAbility();
  const [stats, setStats] = useState<EventStatsDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const eventId = current?.event.id;

  useEffect(() => {
    if (!eventId) return;
    let cancelled = false;
    const load = () =>
      apiFetch<EventStatsDto>(`/api/events/${eventId}/stats`).then(
        ({ json }) => !cancelled && (setStats(json), setError(null)),
        (e: { message?: string }) => !cancelled && setError(e.message ?? String(e)),
      );
    void load();
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [eventId]);

  if (!current) return null;
  /** A figure's report: the reports page on its tab (as the page's tabs, commerce needs `read Order`); null where the role reads no reports. */
  const report = (tab: 'registrations' | 'commerce') =>
    can('read', 'Report') && (tab !== 'commerce' || can('read', 'Order')) ? `/events/${current.event.id}/reports?tab=${tab}` : null;
  const colors = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.success.main,
    theme.palette.warning.main,
    theme.palette.error.main,
    theme.palette.info.main,
  ];
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="event-dashboard">
      <Title title={current.event.name} />
      {error && <Alert severity="error">{translate('dashboard.error', { message: error })}</Alert>}
      <WaitingCard eventId={current.event.id} />
      {can('read', 'Attendee') && <AttendeeSiteCard eventId={current.event.id} />}
      {can('read', 'AccessControl') && (
        <Card>
          <CardContent>
            <ZoneCounters eventId={current.event.id} />
            {can('create', 'AccessControl') && <QuickModeButton eventId={current.event.id} />}
          </CardContent>
        </Card>
      )}
      {!stats && !error && <Loading />}
      {stats && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            {(
              [
                ['attendees', stats.totals.attendees, 'figure-attendees'],
                ['pending', stats.totals.pending, 'figure-pending'],
                ['badges_delivered', stats.totals.badges_delivered, 'figure-badges'],
                ['companies', stats.totals.companies, 'figure-companies'],
              ] as const
            ).map(([label, value, testId]) => (
              <Figure key={testId} label={translate(`dashboard.${label}`)} value={value} testId={testId} to={report('registrations')} />
            ))}
          </Box>
          {stats.money.length > 0 && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }} data-testid="money">
              {stats.money.map((m) => (
                <Card key={m.currency} data-testid={`money-${m.currency}`}>
                  <ToReport to={report('commerce')}>
                    <CardContent sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
                      {(
                        [
                          ['paid', m.paid_orders, m.paid_cents],
                          ['pending', m.pending_orders, m.pending_cents],
                        ] as const
                      ).map(([kind, orders, cents]) => (
                        <Box key={kind}>
                          <Typography variant="body2" color="text.secondary">
                            {translate(`dashboard.money_${kind}`, { smart_count: orders })}
                          </Typography>
                          <Typography variant="h5" data-testid={`money-${kind}`}>
                            {formatMoney(cents, m.currency, locale === 'en' ? 'en' : 'it')}
                          </Typography>
                        </Box>
                      ))}
                    </CardContent>
                  </ToReport>
                </Card>
              ))}
            </Box>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Card>
              <CardHeader title={translate('dashboard.registrations_per_day')} titleTypographyProps={{ variant: 'subtitle1' }} />
              <CardContent sx={{ height: 260 }}>
                <ResponsiveContainer>
                  <LineChart data={stats.registrations_per_day}>
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis dataKey="date" fontSize={11} />
                    <YAxis allowDecimals={false} fontSize={11} />
                    <Tooltip />
                    <Line type="monotone" dataKey="count" stroke={colors[0]} name={translate('dashboard.attendees')} dot={false} />
                  </LineChart>
                </ResponsiveContainer>
              </CardContent>
            </Card>
            <Card data-testid="payment-pie">
              <CardHeader title={translate('dashboard.by_payment_status')} titleTypographyProps={{ variant: 'subtitle1' }} />
              <CardContent sx={{ height: 260 }}>
                <ResponsiveContainer>
                  <PieChart>
                    <Pie
                      data={stats.by_payment_status.map((s) => ({ name: translate(`payment_status.${s.status}`), value: s.count }))}
                      dataKey="value"
                      nameKey="name"
                      outerRadius={80}
                      label
                    >
                      {stats.by_payment_status.map((s, i) => (
                        <Cell key={s.status} fill={colors[i % colors.length]} />
                      ))}
                    </Pie>
                    {/* Which colour is which status, with its count (issue 29 item 17). */}
                    <Legend
                      verticalAlign="bottom"
                      formatter={(name: string, entry) => `${name}: ${(entry.payload as { value?: number } | undefined)?.value ?? 0}`}
                    />
                    <Tooltip />
                  </PieChart>
                </ResponsiveContainer>
              </CardContent>
            </Card>
            <Card>
              <CardHeader title={translate('dashboard.by_category')} titleTypographyProps={{ variant: 'subtitle1' }} />
              <CardContent sx={{ height: 260 }}>
                <ResponsiveContainer>
                  <BarChart data={stats.by_category}>
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis dataKey="name" fontSize={11} />
                    <YAxis allowDecimals={false} fontSize={11} />
                    <Tooltip />
                    <Bar dataKey="count" fill={colors[1]} name={translate('dashboard.attendees')} />
                  </BarChart>
                </ResponsiveContainer>
              </CardContent>
            </Card>
            <Card>
              <CardHeader title={translate('dashboard.by_company')} titleTypographyProps={{ variant: 'subtitle1' }} />
              <CardContent sx={{ height: 260 }}>
                <ResponsiveContainer>
                  <BarChart data={stats.by_company} layout="vertical">
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis type="number" allowDecimals={false} fontSize={11} />
                    <YAxis type="category" dataKey="name" width={140} fontSize={11} />
                    <Tooltip />
                    <Bar dataKey="count" fill={colors[2]} name={translate('dashboard.attendees')} />
                  </BarChart>
                </ResponsiveContainer>
              </CardContent>
            </Card>
          </Box>
        </>
      )}
    </Box>
  );
}
