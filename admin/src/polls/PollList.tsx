import { POLL_DEFAULTS, POLL_REVOTES, POLL_OPTIONS_MAX, pollSchema, type PollDto } from '@eventdesk/shared';
import LockIcon from '@mui/icons-material/Lock';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import { Box, Chip, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ArrayInput,
  BooleanInput,
  Button,
  DataTable,
  FormDataConsumer,
  HttpError,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { apiFetch } from '../api/http';
import { DialogList } from '../forms/DialogList';
import { RowDeleteButton } from '../forms/RowDeleteButton';
import { useSchemaRules } from '../forms/schema-rules';
import { useEventAbility } from '../routing/useEventAbility';

const STATUS_COLOR = { DRAFT: 'default', OPEN: 'success', CLOSED: 'info' } as const;

/** Opens a draft or closes an open poll (`POST …/polls/{id}/open|close`); a refusal is notified in the user's language. */
function StepButton() {
  const poll = useRecordContext<PollDto>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  if (!poll || poll.status === 'CLOSED') return null;
  const step = poll.status === 'DRAFT' ? 'open' : 'close';
  const run = async (e: React.MouseEvent) => {
    e.stopPropagation();
    setPending(true);
    try {
      await apiFetch(`/api/events/${poll.event_id}/polls/${poll.id}/${step}`, { method: 'POST' });
      notify(`resources.polls.notifications.${step === 'open' ? 'opened' : 'closed'}`, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['polls'] });
    } catch (error) {
      notify(error instanceof HttpError ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button label={`resources.polls.actions.${step}`} onClick={run} disabled={pending} data-testid={`poll-${step}-${poll.id}`}>
      {step === 'open' ? <PlayArrowIcon /> : <LockIcon />}
    </Button>
  );
}

/** The projector's full-screen results, in a tab of its own. */
function ResultsLink() {
  const poll = useRecordContext<PollDto>();
  if (!poll || poll.status === 'DRAFT') return null;
  return (
    <Button
      component={Link}
      to={`/events/${poll.event_id}/voting/results/${poll.id}`}
      target="_blank"
      label="resources.polls.actions.results"
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
      data-testid={`poll-results-${poll.id}`}
    >
      <SlideshowIcon />
    </Button>
  );
}

function StatusChip() {
  const poll = useRecordContext<PollDto>();
  const translate = useTranslate();
  if (!poll) return null;
  return <Chip size="small" color={STATUS_COLOR[poll.status]} label={translate(`resources.polls.status.${poll.status}`)} />;
}

/**
 * `/events/{id}/polls` (ADMIN): the event's polls — question, options, single or multiple choice,
 * anonymous or named, what a second vote does — made as drafts, opened and closed from the list; the
 * attendees vote on the public page `/myarea/#/events/{id}/voting`.
 */
export default function PollList() {
  const rules = useSchemaRules(pollSchema);
  const can = useEventAbility();
  const translate = useTranslate();
  return (
    <DialogList<PollDto>
      resource="polls"
      testId="poll"
      empty="resources.polls.empty"
      canCreate={can('create', 'Poll')}
      sort={{ field: 'id', order: 'DESC' }}
      title={(record) => record.question_it}
      defaultValues={POLL_DEFAULTS}
      columns={[
        <DataTable.Col key="question_it" source="question_it" />,
        <DataTable.Col key="status" source="status">
          <StatusChip />
        </DataTable.Col>,
        <DataTable.NumberCol key="votes" source="votes" disableSort />,
        <DataTable.Col key="actions" align="right" disableSort>
          <Stack direction="row" spacing={0.5} justifyContent="flex-end">
            <StepButton />
            <ResultsLink />
            <RowDeleteButton<PollDto> name={(r) => r.question_it} />
          </Stack>
        </DataTable.Col>,
      ]}
      inputs={
        <Box sx={{ width: '100%' }}>
          <TextInput source="question_it" {...rules('question_it')} autoFocus fullWidth multiline />
          <TextInput source="question_en" {...rules('question_en')} helperText="resources.polls.helpers.question_en" fullWidth multiline />
          <ArrayInput source="options" label="resources.polls.fields.options">
            <SimpleFormIterator inline disableReordering>
              <TextInput source="label_it" label="resources.polls.fields.label_it" {...rules('options')} />
              <TextInput source="label_en" label="resources.polls.fields.label_en" helperText={false} />
            </SimpleFormIterator>
          </ArrayInput>
          <Stack direction="row" spacing={2} flexWrap="wrap">
            <BooleanInput source="multiple" helperText={false} />
            <FormDataConsumer<{ multiple: boolean }>>
              {({ formData }) =>
                formData.multiple ? (
                  <NumberInput
                    source="max_choices"
                    min={1}
                    max={POLL_OPTIONS_MAX}
                    step={1}
                    helperText="resources.polls.helpers.max_choices"
                  />
                ) : null
              }
            </FormDataConsumer>
          </Stack>
          <BooleanInput source="anonymous" helperText="resources.polls.helpers.anonymous" />
          <SelectInput
            source="revote"
            choices={POLL_REVOTES.map((id) => ({ id, name: translate(`resources.polls.revote.${id}`) }))}
            helperText={false}
            fullWidth
          />
          <BooleanInput source="public_results" helperText="resources.polls.helpers.public_results" />
          <ReferenceInput source="session_id" reference="sessions" sort={{ field: 'start_at', order: 'ASC' }} perPage={500}>
            <SelectInput optionText="title_it" label="resources.polls.fields.session_id" emptyText="resources.polls.no_session" fullWidth />
          </ReferenceInput>
        </Box>
      }
    />
  );
}
