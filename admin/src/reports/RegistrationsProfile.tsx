import type { RegistrationsReportDto } from '@eventdesk/shared';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bars, Section, grid } from './report-kit';

/** Who registered: by gender, by age band (shared `AGE_BANDS`, in order) and by region of origin; a hidden field's chart is absent. */
export function RegistrationsProfile({ report }: { report: RegistrationsReportDto }) {
  const translate = useTranslate();
  const count = translate('reports.count');
  const none = translate('reports.none');
  if (!report.by_gender && !report.by_age_band && !report.by_region) return null;
  return (
    <Box sx={{ ...grid, mt: 2 }} data-testid="report-registrations-profile">
      {report.by_age_band && (
        <Section title={translate('reports.registrations.by_age_band')} testId="report-by-age-band">
          <Bars bars={report.by_age_band} name={count} label={(b) => translate(`reports.age_band.${b.key ?? 'unknown'}`)} />
        </Section>
      )}
      {report.by_gender && (
        <Section title={translate('reports.registrations.by_gender')} testId="report-by-gender">
          <Bars bars={report.by_gender} name={count} label={(b) => (b.key === null ? none : translate(`reports.gender.${b.key}`))} />
        </Section>
      )}
      {report.by_region && (
        <Section title={translate('reports.registrations.by_region')} testId="report-by-region">
          <Bars bars={report.by_region} name={count} label={(b) => (b.key === null ? none : String(b.key))} />
        </Section>
      )}
    </Box>
  );
}
