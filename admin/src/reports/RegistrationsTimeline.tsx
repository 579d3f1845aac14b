import type { EventsStatsRowDto, RegistrationDayDto, RegistrationsReportDto } from '@eventdesk/shared';
import { Alert, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Bar, CartesianGrid, ComposedChart, LabelList, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { apiFetch } from '../api/http';
import { REPORT_PALETTE, Section } from './report-kit';

type Choice = { id: string; name: string };

/**
 * The events the caller may read reports of (`GET /api/reports/events`, the newest start first), but `eventId`:
 * the choices of the comparison. Empty while loading or when the list is refused.
 */
export function useComparableEvents(eventId: number | undefined): Choice[] {
  const [events, setEvents] = useState<Choice[]>([]);
  useEffect(() => {
    if (!eventId) return;
    let cancelled = false;
    const q = new URLSearchParams({ sort: JSON.stringify(['start_at', 'DESC']), range: JSON.stringify([0, 199]) });
    apiFetch<EventsStatsRowDto[]>(`/api/reports/events?${q}`).then(
      ({ json }) =>
        !cancelled &&
        setEvents(
          json.filter((e) => e.id !== eventId).map((e) => ({ id: String(e.id), name: e.start_at ? `${e.name} (${e.start_at})` : e.name })),
        ),
      () => !cancelled && setEvents([]),
    );
    return () => {
      cancelled = true;
    };
  }, [eventId]);
  return events;
}

/** The picker of the compared event (`compare_event_id`): none, or one of `choices`. */
export function CompareFilter({
  choices,
  value,
  onChange,
  sx,
}: {
  choices: Choice[];
  value: string;
  onChange: (id: string) => void;
  sx: object;
}) {
  const translate = useTranslate();
  if (!choices.length) return null;
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      sx={sx}
      label={translate('reports.compare_event_id')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      data-testid="report-compare_event_id"
    >
      <MenuItem value="">{translate('reports.compare_none')}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id} data-testid={`report-compare_event_id-${c.id}`}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** "−9", "0", "+1": a day's distance from the start. */
const signed = (day: number) => (day > 0 ? `+${day}` : day < 0 ? `−${-day}` : '0');

type AlignedDay = {
  day: string;
  count: number | null;
  cumulative: number | null;
  compare_count: number | null;
  compare_cumulative: number | null;
};

/**
 * Both events' days on one axis of days from each start: a series has a day's count (0 on a day without
 * registrations) and its running total from its first day to its last, nothing outside them (a curve does not go
 * on past the days it has).
 */
export function alignedDays(own: RegistrationDayDto[], other: RegistrationDayDto[]): AlignedDay[] {
  const dated = (list: RegistrationDayDto[]) =>
    new Map(list.filter((d) => d.days_from_start !== null).map((d) => [d.days_from_start!, d] as const));
  const a = dated(own);
  const b = dated(other);
  const days = [...new Set([...a.keys(), ...b.keys()])].sort((x, y) => x - y);
  const span = (m: Map<number, RegistrationDayDto>) => (m.size ? [Math.min(...m.keys()), Math.max(...m.keys())] : [1, 0]);
  const [aFirst, aLast] = span(a);
  const [bFirst, bLast] = span(b);
  let aTotal = 0;
  let bTotal = 0;
  return days.map((day) => {
    aTotal = a.get(day)?.cumulative ?? aTotal;
    bTotal = b.get(day)?.cumulative ?? bTotal;
    const inA = day >= aFirst! && day <= aLast!;
    const inB = day >= bFirst! && day <= bLast!;
    return {
      day: signed(day),
      count: inA ? (a.get(day)?.count ?? 0) : null,
      cumulative: inA ? aTotal : null,
      compare_count: inB ? (b.get(day)?.count ?? 0) : null,
      compare_cumulative: inB ? bTotal : null,
    };
  });
}

const LABEL = { fontSize: 13, fontWeight: 600 } as const;

/**
 * The registrations per day and in all: by date; with a compared event (`report.compare`), both events by days
 * from their start, this event's bars and solid line beside the compared event's bars and dashed line (Okabe–Ito
 * colours, the line's dashes telling them apart without colour too).
 */
export function RegistrationsTimeline({ report, eventName }: { report: RegistrationsReportDto; eventName: string }) {
  const translate = useTranslate();
  const perDay = report.per_day;
  if (!perDay) return null;
  const compare = report.compare;
  const days = compare?.per_day ? alignedDays(perDay, compare.per_day) : null;
  const data: object[] = days ?? perDay;
  const other = days && compare ? compare.name : null;
  // This event's bars and solid line (named after it beside another); the compared event's bars and dashed line.
  const own = (key: 'day' | 'cumulative') =>
    other ? translate(`reports.registrations.compare_${key}`, { name: eventName }) : translate(`reports.registrations.${key}`);
  const bars = [
    { key: 'count', name: own('day'), colour: REPORT_PALETTE[0] },
    ...(other
      ? [{ key: 'compare_count', name: translate('reports.registrations.compare_day', { name: other }), colour: REPORT_PALETTE[3] }]
      : []),
  ];
  const lines = [
    { key: 'cumulative', name: own('cumulative'), colour: REPORT_PALETTE[1], dash: undefined },
    ...(other
      ? [
          {
            key: 'compare_cumulative',
            name: translate('reports.registrations.compare_cumulative', { name: other }),
            colour: REPORT_PALETTE[2],
            dash: '8 4',
          },
        ]
      : []),
  ];
  return (
    <Section title={translate('reports.registrations.per_day')} testId="report-per-day">
      {compare && !compare.per_day && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="report-compare-no-days">
          {translate('reports.registrations.compare_no_days', { name: compare.name })}
        </Alert>
      )}
      {data.length ? (
        <ResponsiveContainer width="100%" height={340}>
          <ComposedChart data={data}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis
              dataKey={days ? 'day' : 'date'}
              label={days ? { value: translate('reports.registrations.days_from_start'), position: 'insideBottom', offset: -2 } : undefined}
              height={days ? 44 : 30}
            />
            <YAxis yAxisId="day" allowDecimals={false} />
            <YAxis yAxisId="all" orientation="right" allowDecimals={false} />
            <Tooltip labelFormatter={days ? (label) => translate('reports.registrations.day_n', { day: String(label) }) : undefined} />
            <Legend verticalAlign="top" />
            {bars.map((bar) => (
              <Bar key={bar.key} yAxisId="day" dataKey={bar.key} name={bar.name} fill={bar.colour} isAnimationActive={false}>
                <LabelList dataKey={bar.key} position="top" style={LABEL} />
              </Bar>
            ))}
            {lines.map((line) => (
              <Line
                key={line.key}
                yAxisId="all"
                dataKey={line.key}
                name={line.name}
                stroke={line.colour}
                strokeWidth={3}
                strokeDasharray={line.dash}
                isAnimationActive={false}
              />
            ))}
          </ComposedChart>
        </ResponsiveContainer>
      ) : (
        <Typography color="text.secondary">{translate('reports.empty')}</Typography>
      )}
    </Section>
  );
}
