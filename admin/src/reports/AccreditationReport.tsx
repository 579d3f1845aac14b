import type { AccreditationReportDto, DocumentationBarDto } from '@eventdesk/shared';
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bars, Empty, Figure, GroupedBars, Section, grid } from './report-kit';

/** The documentation statuses, each with a colour of the palette dark enough for a white number on it. */
const STATUSES = [
  { key: 'complete', status: 'COMPLETE', color: '#009E73' },
  { key: 'to_validate', status: 'TO_VALIDATE', color: '#0072B2' },
  { key: 'missing', status: 'MISSING', color: '#D55E00' },
  { key: 'expired', status: 'EXPIRED', color: '#000000' },
  { key: 'rejected', status: 'REJECTED', color: '#CC79A7' },
] as const;

/** Accreditation: documentation per category first, then the requests, the vehicles and the quotas. */
export function AccreditationReport({ report }: { report: AccreditationReportDto }) {
  const translate = useTranslate();
  const none = translate('reports.none');
  const count = translate('reports.count');
  const named = (b: { key: string | number | null; label: string | null }) => (b.key === null ? none : (b.label ?? String(b.key)));
  const series = STATUSES.map((s) => ({
    key: s.key,
    name: translate(`reports.accreditation.status.${s.status}`),
    color: s.color,
    value: (b: DocumentationBarDto) => b[s.key],
  }));
  const minutes = report.median_decision_minutes;
  return (
    <Stack spacing={2} data-testid="report-accreditation">
      {report.documentation_by_category && (
        <Section title={translate('reports.accreditation.by_category')} testId="report-documentation-by-category">
          <GroupedBars bars={report.documentation_by_category} label={named} series={series} stacked />
        </Section>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Figure label={translate('reports.accreditation.attendees')} value={report.attendees} testId="report-attendees" />
        {report.documentation && (
          <Figure label={translate('reports.accreditation.complete')} value={report.documentation.COMPLETE} testId="report-complete" />
        )}
        <Figure
          label={translate('reports.accreditation.median')}
          text={minutes === null ? '—' : translate('reports.accreditation.minutes', { n: minutes.toLocaleString() })}
          testId="report-median"
        />
      </Box>
      <Box sx={grid}>
        {report.documentation_by_company && (
          <Section title={translate('reports.accreditation.by_company')} testId="report-documentation-by-company">
            <GroupedBars bars={report.documentation_by_company} label={named} series={series} stacked />
          </Section>
        )}
        <Section title={translate('reports.accreditation.requests')} testId="report-requests">
          <Bars bars={report.requests_by_status} name={count} label={(b) => translate(`reports.accreditation.request.${b.key}`)} />
        </Section>
        {report.vehicles_by_type && (
          <Section title={translate('reports.accreditation.vehicles_by_type')} testId="report-vehicles-by-type">
            <Bars bars={report.vehicles_by_type} name={count} label={(b) => translate(`reports.accreditation.vehicle.${b.key}`)} />
          </Section>
        )}
        {report.vehicles_by_company && (
          <Section title={translate('reports.accreditation.vehicles_by_company')} testId="report-vehicles-by-company">
            <Bars bars={report.vehicles_by_company} name={count} label={named} />
          </Section>
        )}
        {report.quota_by_company && (
          <Section title={translate('reports.accreditation.quota')} testId="report-quota">
            {report.quota_by_company.length ? (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('reports.company_id')}</TableCell>
                    <TableCell align="right">{translate('reports.accreditation.attendees')}</TableCell>
                    <TableCell align="right">{translate('reports.accreditation.vehicles')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.quota_by_company.map((q) => (
                    <TableRow key={q.key}>
                      <TableCell>{q.label}</TableCell>
                      <TableCell align="right">{q.attendee_quota === null ? q.count : `${q.count} / ${q.attendee_quota}`}</TableCell>
                      <TableCell align="right">{q.vehicle_quota === null ? q.vehicles : `${q.vehicles} / ${q.vehicle_quota}`}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <Empty />
            )}
          </Section>
        )}
      </Box>
    </Stack>
  );
}
