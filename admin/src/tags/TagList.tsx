import { TAG_DEFAULTS, tagSchema, type TagDto } from '@eventdesk/shared';
import { Chip } from '@mui/material';
import { DataTable, TextInput, useRecordContext } from 'react-admin';
import { DialogList } from '../forms/DialogList';
import { RowDeleteButton } from '../forms/RowDeleteButton';
import { useSchemaRules } from '../forms/schema-rules';

/** The tag as the attendee list shows it: a chip in its colour. */
export function TagChip({ tag }: { tag: Pick<TagDto, 'name' | 'color'> }) {
  return (
    <Chip
      size="small"
      label={tag.name}
      sx={tag.color ? { bgcolor: tag.color, color: (theme) => theme.palette.getContrastText(tag.color!) } : undefined}
    />
  );
}

function TagPreview() {
  const record = useRecordContext<TagDto>();
  return record ? <TagChip tag={record} /> : null;
}

/** `/events/{id}/tags` (ADMIN): the event's tags with their colour; deleting one takes it off its attendees. */
export default function TagList() {
  const rules = useSchemaRules(tagSchema);
  return (
    <DialogList<TagDto>
      resource="tags"
      defaultValues={TAG_DEFAULTS}
      testId="tag"
      sort={{ field: 'name', order: 'ASC' }}
      title={(record) => record.name}
      columns={[
        <DataTable.Col key="name" source="name">
          <TagPreview />
        </DataTable.Col>,
        <DataTable.Col key="color" source="color" disableSort />,
        <DataTable.Col key="delete" align="right">
          <RowDeleteButton<TagDto> name={(r) => r.name} confirmContent="resources.tags.delete_content" />
        </DataTable.Col>,
      ]}
      inputs={[
        <TextInput key="name" source="name" {...rules('name')} autoFocus fullWidth />,
        <TextInput
          key="color"
          source="color"
          {...rules('color')}
          type="color"
          helperText="resources.tags.helpers.color"
          fullWidth
          format={(v: string | null) => v ?? '#9e9e9e'}
          data-testid="tag-color"
        />,
      ]}
    />
  );
}
