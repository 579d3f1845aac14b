import { formatMoney } from '@eventdesk/shared/money';
import type { EventStatsDto } from '@eventdesk/shared';
import { Alert, Box, Card, CardContent, CardHeader, Typography, useTheme } from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, Title, useLocale, useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { apiFetch } from '../api/http';
import { useCurrentEvent } from '../routing/EventContext';
import { useEventAbility } from '../routing/useEventAbility';
import { QuickModeButton, ZoneCounters } from '../access-controls/ZoneCounters';
import { AttendeeSiteCard } from './AttendeeSiteCard';
import { WaitingCard } from './WaitingCard';

const REFRESH_MS = 30_000;

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Card data-testid={testId}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4">{value.toLocaleString()}</Typography>
      </CardContent>
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
            <Figure label={translate('dashboard.attendees')} value={stats.totals.attendees} testId="figure-attendees" />
            <Figure label={translate('dashboard.pending')} value={stats.totals.pending} testId="figure-pending" />
            <Figure label={translate('dashboard.badges_delivered')} value={stats.totals.badges_delivered} testId="figure-badges" />
            <Figure label={translate('dashboard.companies')} value={stats.totals.companies} testId="figure-companies" />
          </Box>
          {stats.money.length > 0 && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }} data-testid="money">
              {stats.money.map((m) => (
                <Card key={m.currency} data-testid={`money-${m.currency}`}>
                  <CardContent sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
                    <Box>
                      <Typography variant="body2" color="text.secondary">
                        {translate('dashboard.money_paid', { smart_count: m.paid_orders })}
                      </Typography>
                      <Typography variant="h5" data-testid="money-paid">
                        {formatMoney(m.paid_cents, m.currency, locale === 'en' ? 'en' : 'it')}
                      </Typography>
                    </Box>
                    <Box>
                      <Typography variant="body2" color="text.secondary">
                        {translate('dashboard.money_pending', { smart_count: m.pending_orders })}
                      </Typography>
                      <Typography variant="h5" data-testid="money-pending">
                        {formatMoney(m.pending_cents, m.currency, locale === 'en' ? 'en' : 'it')}
                      </Typography>
                    </Box>
                  </CardContent>
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
