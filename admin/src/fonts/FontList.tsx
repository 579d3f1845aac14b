import type { FontDto } from '@eventdesk/shared';
import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import { DataTable, DateField, List, NumberField, SearchInput, SimpleList, useRecordContext, useTranslate } from 'react-admin';

export const SAMPLE_TEXT = 'Congresso Nazionale 2027 – àèéìòù 0123';

/** One FontFace per file URL for the whole session: previews of the same font share it. */
const faces = new Map<string, Promise<string>>();

function loadFace(url: string): Promise<string> {
  let family = faces.get(url);
  if (!family) {
    const name = `eventdesk-preview-${faces.size + 1}`;
    family = new FontFace(name, `url(${JSON.stringify(url)})`).load().then((face) => {
      document.fonts.add(face);
      return name;
    });
    family.catch(() => faces.delete(url));
    faces.set(url, family);
  }
  return family;
}

/** The sample line in the font at `url` (the API's `file_url`, or a local blob before upload). */
export function FontSample({ url, size = 20 }: { url?: string | null; size?: number }) {
  const translate = useTranslate();
  const [state, setState] = useState<{ url: string; family: string | null; failed: boolean } | null>(null);

  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    setState({ url, family: null, failed: false });
    loadFace(url).then(
      (family) => !cancelled && setState({ url, family, failed: false }),
      () => !cancelled && setState({ url, family: null, failed: true }),
    );
    return () => {
      cancelled = true;
    };
  }, [url]);

  if (!url) return null;
  if (state?.failed) {
    return (
      <Typography variant="body2" color="error">
        {translate('resources.fonts.errors.preview_failed')}
      </Typography>
    );
  }
  const family = state?.url === url ? state.family : null;
  return (
    <Typography
      noWrap
      sx={{
        fontFamily: family ? `"${family}", sans-serif` : undefined,
        fontSize: size,
        opacity: family ? 1 : 0.3,
        transition: 'opacity .2s',
      }}
      data-testid="font-sample"
    >
      {SAMPLE_TEXT}
    </Typography>
  );
}

function FontPreview() {
  const record = useRecordContext<FontDto>();
  return <FontSample url={record?.file_url} />;
}

/** `/fonts` (superadmin): the uploaded fonts, each previewed in itself. */
export default function FontList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List filters={[<SearchInput source="q" alwaysOn key="q" />]} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      {isSmall ? (
        <SimpleList<FontDto> primaryText={(font) => font.name} secondaryText={<FontPreview />} linkType="edit" />
      ) : (
        <DataTable<FontDto> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="family" />
          <DataTable.Col source="style" disableSort render={(font) => <StyleLabel style={font.style} />} />
          <DataTable.Col source="weight" field={NumberField} disableSort />
          <DataTable.Col source="preview" label="resources.fonts.fields.preview" disableSort sx={{ maxWidth: 480 }}>
            <FontPreview />
          </DataTable.Col>
          <DataTable.Col source="created_at" field={DateField} />
        </DataTable>
      )}
    </List>
  );
}

function StyleLabel({ style }: { style: string }) {
  const translate = useTranslate();
  return <>{translate(`resources.fonts.styles.${style}`, { _: style })}</>;
}
