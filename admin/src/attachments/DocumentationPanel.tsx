import type { AttachmentDefinitionDto, AttachmentDto } from '@eventdesk/shared';
import { Box, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';
import { useCurrentEvent } from '../routing/EventContext';
import type { EventCan } from '../routing/useEventAbility';
import { DocumentCard } from './DocumentCard';
import { applies, attachmentsUrl, definitionsUrl, documentRights, HOLDER_FIELD, type DocumentHolder } from './documents';

/**
 * The "documentation" tab of an attendee, a vehicle or a company (issue 13): each document asked of the
 * holder with its current file and status; upload (drag and drop or pick a file, with the expiry date
 * when the document asks it), preview, approve or reject with a reason, expire — each as the role's UI
 * configuration (`attachment_actions`) and rules allow, which the API enforces as well — and the files
 * a new one replaced.
 */
export function DocumentationPanel({ eventId, can, holder }: { eventId: number; can: EventCan; holder: DocumentHolder }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const actions = new Set(useCurrentEvent()?.uiConfig.attachment_actions.map((a) => a.name) ?? []);
  const field = HOLDER_FIELD[holder.kind];
  const queryClient = useQueryClient();
  const definitions = useQuery({
    queryKey: ['attachment-definitions', eventId, holder.kind],
    queryFn: async () => (await apiFetch<AttachmentDefinitionDto[]>(definitionsUrl(eventId, holder.kind))).json,
    enabled: can('read', 'AttachmentDefinition'),
  });
  const files = useQuery({
    queryKey: ['attachments', eventId, field, holder.id],
    queryFn: async () => (await apiFetch<AttachmentDto[]>(attachmentsUrl(eventId, holder))).json,
    enabled: can('read', 'Attachment'),
  });
  if (!can('read', 'Attachment') || !can('read', 'AttachmentDefinition'))
    return <Typography color="text.secondary">{translate('resources.attachments.not_allowed')}</Typography>;
  const refresh = () =>
    Promise.all([files.refetch(), queryClient.invalidateQueries({ queryKey: [holder.kind === 'VEHICLE' ? 'vehicles' : 'attendees'] })]);
  const asked = (definitions.data ?? []).filter((d) => applies(d, holder));
  if (definitions.isSuccess && asked.length === 0)
    return (
      <Typography color="text.secondary" data-testid="documentation-none">
        {translate('resources.attachments.none_asked')}
      </Typography>
    );
  const rights = documentRights(actions, can as (a: string, s: string) => boolean);
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%' }} data-testid="documentation">
      {asked.map((definition) => (
        <DocumentCard
          key={definition.id}
          eventId={eventId}
          definition={definition}
          files={(files.data ?? []).filter((f) => f.definition_id === definition.id)}
          holderField={field}
          holderId={holder.id}
          rights={rights}
          locale={locale === 'en' ? 'en' : 'it'}
          onChange={refresh}
        />
      ))}
    </Box>
  );
}
