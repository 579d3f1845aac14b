import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import type {
  AccreditationReportDto,
  CommerceReportDto,
  GateReportDto,
  ProgrammeReportDto,
  RegistrationsReportDto,
  ReportBarDto,
} from '@eventdesk/shared';
import { Alert, Box, Button, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, LabelList, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useSearchParams } from 'react-router-dom';
import { apiFetch } from '../api/http';
import { useCurrentEvent } from '../routing/EventContext';
import { useEventAbility, type EventCan } from '../routing/useEventAbility';
import { AccreditationReport } from './AccreditationReport';
import { CommerceReport } from './CommerceReport';
import { ProgrammeReport } from './ProgrammeReport';
import { Bars, Figure, REPORT_PALETTE, ReportPrintStyles, Section, grid, useSavedFilters } from './report-kit';
import { GatePeaks } from './GatePeaks';
import { GateServices } from './GateServices';
import { RegistrationsProfile } from './RegistrationsProfile';
import { CompareFilter, RegistrationsTimeline, useComparableEvents } from './RegistrationsTimeline';

/** The reports, in the order of the tabs; a tab shows where the caller's role may read its report (the API's rules). */
const REPORTS = [
  { name: 'registrations', can: () => true },
  { name: 'gate', can: () => true },
  { name: 'accreditation', can: () => true },
  { name: 'commerce', can: (can: EventCan) => can('read', 'Order') },
  { name: 'programme', can: (can: EventCan) => can('read', 'Session') && can('read', 'Credit') },
] as const;
type ReportName = (typeof REPORTS)[number]['name'];
/** `compare_event_id`: the registrations report's compared event (the other reports do not take it). */
type Filters = { from: string; to: string; category_id: string; company_id: string; filter_id: string; compare_event_id: string };
type Choice = { id: string; name: string };

function query(name: ReportName, filters: Filters, format?: 'csv' | 'xlsx'): string {
  const q = new URLSearchParams();
  if (name === 'registrations' && filters.compare_event_id) q.set('compare_event_id', filters.compare_event_id);
  if (filters.from) q.set('from', filters.from);
  if (filters.to) q.set('to', filters.to);
  if (filters.category_id) q.set('category_id', filters.category_id);
  if (filters.company_id) q.set('company_id', filters.company_id);
  if (filters.filter_id) q.set('filter_id', filters.filter_id);
  if (format) q.set('format', format);
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** `GET /api/events/{id}/reports/{name}` again whenever the filters change. */
function useReport<T>(eventId: number | undefined, name: ReportName, filters: Filters) {
  const key = `${eventId}/${name}${query(name, filters)}`;
  const [state, setState] = useState<{ key: string; data: T | null; error: string | null }>({ key: '', data: null, error: null });
  useEffect(() => {
    if (!eventId) return;
    let cancelled = false;
    apiFetch<T>(`/api/events/${eventId}/reports/${name}${query(name, filters)}`).then(
      ({ json }) => !cancelled && setState({ key, data: json, error: null }),
      (e: { message?: string }) => !cancelled && setState({ key, data: null, error: e.message ?? String(e) }),
    );
    return () => {
      cancelled = true;
    };
  }, [eventId, name, filters, key]);
  // Another tab's or filters' answer is never shown as this one's.
  return state.key === key ? state : { key, data: null, error: null };
}

function RegistrationsReport({ report, eventName }: { report: RegistrationsReportDto; eventName: string }) {
  const translate = useTranslate();
  const none = translate('reports.none');
  const named = (b: ReportBarDto) => (b.key === null ? none : (b.label ?? String(b.key)));
  const count = translate('reports.count');
  return (
    <Stack spacing={2} data-testid="report-registrations">
      <RegistrationsTimeline report={report} eventName={eventName} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Figure label={translate('reports.registrations.total')} value={report.total} testId="report-total" />
        {report.pending && (
          <>
            <Figure label={translate('reports.registrations.confirmed')} value={report.pending.confirmed} testId="report-confirmed" />
            <Figure label={translate('reports.registrations.pending')} value={report.pending.pending} testId="report-pending" />
          </>
        )}
        {report.compare && (
          <Figure
            label={translate('reports.registrations.compare_total', { name: report.compare.name })}
            value={report.compare.total}
            testId="report-compare-total"
          />
        )}
      </Box>
      <Box sx={grid}>
        {report.by_category && (
          <Section title={translate('reports.registrations.by_category')} testId="report-by-category">
            <Bars bars={report.by_category} name={count} label={named} />
          </Section>
        )}
        {report.by_company && (
          <Section title={translate('reports.registrations.by_company')} testId="report-by-company">
            <Bars bars={report.by_company} name={count} label={named} />
          </Section>
        )}
        {report.by_payment_status && (
          <Section title={translate('reports.registrations.by_payment_status')} testId="report-by-payment">
            <Bars bars={report.by_payment_status} name={count} label={(b) => translate(`reports.payment.${b.key}`)} />
          </Section>
        )}
        {report.by_country && (
          <Section title={translate('reports.registrations.by_country')} testId="report-by-country">
            <Bars bars={report.by_country} name={count} label={named} />
          </Section>
        )}
        {report.by_province && (
          <Section title={translate('reports.registrations.by_province')} testId="report-by-province">
            <Bars bars={report.by_province} name={count} label={named} />
          </Section>
        )}
      </Box>
    </Stack>
  );
}

function GateReport({ report }: { report: GateReportDto }) {
  const translate = useTranslate();
  const none = translate('reports.none');
  const count = translate('reports.count');
  // One row per slot, one column per zone: the stacked bars of the entries.
  const zones = [...new Map(report.check_ins.map((c) => [c.zone_id, c.zone])).entries()];
  const slots = new Map<string, Record<string, string | number>>();
  for (const c of report.check_ins) {
    const row = slots.get(c.slot) ?? { slot: c.slot.slice(5).replace('T', ' ') };
    row[`z${c.zone_id}`] = c.count;
    slots.set(c.slot, row);
  }
  return (
    <Stack spacing={2} data-testid="report-gate">
      <Section title={translate('reports.gate.check_ins')} testId="report-check-ins">
        {report.check_ins.length ? (
          <ResponsiveContainer width="100%" height={320}>
            <BarChart data={[...slots.values()]}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="slot" />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Legend />
              {zones.map(([id, name], i) => (
                <Bar
                  key={id}
                  dataKey={`z${id}`}
                  name={name}
                  stackId="zones"
                  fill={REPORT_PALETTE[i % REPORT_PALETTE.length]}
                  isAnimationActive={false}
                >
                  {zones.length === 1 && <LabelList dataKey={`z${id}`} position="top" />}
                </Bar>
              ))}
            </BarChart>
          </ResponsiveContainer>
        ) : (
          <Typography color="text.secondary">{translate('reports.empty')}</Typography>
        )}
      </Section>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Figure label={translate('reports.gate.registered')} value={report.registered} testId="report-registered" />
        <Figure label={translate('reports.gate.entered')} value={report.entered} testId="report-entered" />
        <Figure label={translate('reports.gate.no_shows')} value={report.no_shows} testId="report-no-shows" />
      </Box>
      <GatePeaks report={report} />
      <Box sx={grid}>
        <Section title={translate('reports.gate.by_zone')} testId="report-by-zone">
          <Bars bars={report.by_zone} name={count} label={(b) => b.label ?? String(b.key)} />
        </Section>
        <Section title={translate('reports.gate.denials')} testId="report-denials">
          <Bars
            bars={report.denials}
            name={count}
            label={(b) => (b.key === null ? none : translate(`reports.denials.${b.key}`, { _: String(b.key) }))}
          />
        </Section>
        <Section title={translate('reports.gate.by_device')} testId="report-by-device">
          <Bars bars={report.by_device} name={count} label={(b) => String(b.key)} />
        </Section>
        <Section title={translate('reports.gate.by_operator')} testId="report-by-operator">
          <Bars
            bars={report.by_operator}
            name={count}
            label={(b) => (b.key === null ? translate('reports.gate.no_operator') : (b.label ?? String(b.key)))}
          />
        </Section>
      </Box>
    </Stack>
  );
}

/** A filter's width: two to a row on a tablet (the tabs on their own row above), a fixed width beside the tabs on a wide screen. */
const FIELD = { flex: { xs: '1 1 40%', md: '0 0 11rem' }, minWidth: 0, m: 0 } as const;

/** The records of a dimension as a filter's choices: its bars (every category; the companies with attendees), without "none". */
const choicesOf = (bars: ReportBarDto[] | null | undefined): Choice[] | null =>
  bars ? bars.filter((b) => b.key !== null).map((b) => ({ id: String(b.key), name: b.label ?? String(b.key) })) : null;

/** A filter on one dimension: shown only when the caller sees it (its bars are not null). */
function ChoiceFilter({
  name,
  choices,
  filters,
  setFilters,
}: {
  name: 'category_id' | 'company_id' | 'filter_id';
  choices: Choice[] | null;
  filters: Filters;
  setFilters: Dispatch<SetStateAction<Filters>>;
}) {
  const translate = useTranslate();
  if (!choices) return null;
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      sx={FIELD}
      label={translate(`reports.${name}`)}
      value={filters[name]}
      onChange={(e) => setFilters((f) => ({ ...f, [name]: e.target.value }))}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      data-testid={`report-${name}`}
    >
      <MenuItem value="">{translate('reports.all')}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id} data-testid={`report-${name}-${c.id}`}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** `/events/{id}/reports`: one tab per report, each leading with its chart; the dates filter both; each exports its figures. */
export default function ReportsPage() {
  const current = useCurrentEvent();
  const translate = useTranslate();
  // `?tab=` opens a report's tab (the dashboard's figures link to theirs).
  const [search] = useSearchParams();
  const [tab, setTab] = useState<ReportName>(() => REPORTS.find((r) => r.name === search.get('tab'))?.name ?? 'registrations');
  const [filters, setFilters] = useState<Filters>({
    from: '',
    to: '',
    category_id: '',
    company_id: '',
    filter_id: '',
    compare_event_id: '',
  });
  // The choices come from the report before a category or company narrowed it.
  const [choices, setChoices] = useState<{ category_id: Choice[] | null; company_id: Choice[] | null } | null>(null);
  const eventId = current?.event.id;
  const registrations = useReport<RegistrationsReportDto>(eventId, 'registrations', filters);
  const can = useEventAbility();
  // The tab's report (the registrations' is read anyway: its categories and companies are the filters' choices).
  const other = useReport<GateReportDto | AccreditationReportDto | CommerceReportDto | ProgrammeReportDto>(
    tab === 'registrations' ? undefined : eventId,
    tab,
    filters,
  );
  const unnarrowed = !filters.category_id && !filters.company_id;
  const savedFilters = useSavedFilters(can('read', 'Filter') ? eventId : undefined);
  const comparable = useComparableEvents(eventId);
  useEffect(() => {
    if (registrations.data && unnarrowed)
      setChoices({ category_id: choicesOf(registrations.data.by_category), company_id: choicesOf(registrations.data.by_company) });
  }, [registrations.data, unnarrowed]);
  if (!current || !eventId) return null;
  const shown = tab === 'registrations' ? registrations : other;
  const href = (format: 'csv' | 'xlsx') => `/api/events/${eventId}/reports/${tab}${query(tab, filters, format)}`;
  return (
    <Box sx={{ mt: 2, minWidth: 0 }} data-testid="reports-page">
      <ReportPrintStyles root="reports-page" />
      <Title title={translate('reports.title')} />
      <Box className="report-filter-bar" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Tabs value={tab} onChange={(_e, value: ReportName) => setTab(value)} sx={{ flex: { xs: '1 1 100%', lg: '1 1 auto' } }}>
          {REPORTS.filter((r) => r.can(can)).map((r) => (
            <Tab key={r.name} value={r.name} label={translate(`reports.${r.name}.title`)} data-testid={`report-tab-${r.name}`} />
          ))}
        </Tabs>
        <TextField
          type="date"
          size="small"
          fullWidth={false}
          sx={FIELD}
          label={translate('reports.from')}
          value={filters.from}
          onChange={(e) => setFilters((f) => ({ ...f, from: e.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
          inputProps={{ 'data-testid': 'report-from' }}
        />
        <TextField
          type="date"
          size="small"
          fullWidth={false}
          sx={FIELD}
          label={translate('reports.to')}
          value={filters.to}
          onChange={(e) => setFilters((f) => ({ ...f, to: e.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
          inputProps={{ 'data-testid': 'report-to' }}
        />
        <ChoiceFilter name="category_id" choices={choices?.category_id ?? null} filters={filters} setFilters={setFilters} />
        <ChoiceFilter name="company_id" choices={choices?.company_id ?? null} filters={filters} setFilters={setFilters} />
        <ChoiceFilter name="filter_id" choices={savedFilters} filters={filters} setFilters={setFilters} />
        {tab === 'registrations' && (
          <CompareFilter
            choices={comparable}
            value={filters.compare_event_id}
            onChange={(id) => setFilters((f) => ({ ...f, compare_event_id: id }))}
            sx={FIELD}
          />
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button key={format} size="small" startIcon={<DownloadIcon />} href={href(format)} data-testid={`report-export-${format}`}>
              {translate(`reports.export.${format}`)}
            </Button>
          ))}
          <Button size="small" startIcon={<PrintIcon />} onClick={() => window.print()} data-testid="report-print">
            {translate('reports.print')}
          </Button>
        </Box>
      </Box>
      {shown.error && <Alert severity="error">{translate('reports.error', { message: shown.error })}</Alert>}
      {!shown.data && !shown.error && <Loading />}
      {tab === 'registrations' && registrations.data && <RegistrationsReport report={registrations.data} eventName={current.event.name} />}
      {tab === 'registrations' && registrations.data && <RegistrationsProfile report={registrations.data} />}
      {tab === 'gate' && other.data && <GateReport report={other.data as GateReportDto} />}
      {tab === 'gate' && other.data && <GateServices report={other.data as GateReportDto} />}
      {tab === 'accreditation' && other.data && <AccreditationReport report={other.data as AccreditationReportDto} />}
      {tab === 'commerce' && other.data && <CommerceReport report={other.data as CommerceReportDto} />}
      {tab === 'programme' && other.data && <ProgrammeReport report={other.data as ProgrammeReportDto} />}
    </Box>
  );
}
