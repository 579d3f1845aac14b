import { venueClock, venueMoment, type RoomDto, type SessionDto } from '@eventdesk/shared';
import { Alert, Box, LinearProgress, Tab, Tabs, Typography } from '@mui/material';
import { useCallback, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { CreateButton, HttpError, Title, useCreatePath, useDataProvider, useGetList, useNotify, useStore, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useCurrentEvent } from '../routing/EventContext';
import {
  columnOf,
  dayWindow,
  daysBetween,
  lanes,
  moveOf,
  PX_PER_MINUTE,
  slotSession,
  spanOn,
  type ColumnKey,
  type Span,
} from './grid-geometry';
import { SessionBlock, type BlockGrid } from './SessionBlock';
import { clockText, timeRange, useProgrammeText } from './session-text';

const GUTTER = 56;
const HEADER = 48;
const ONE_DAY = { page: 1, perPage: 500 };

/** Every message of a refusal, the fields' first (a room taken names the session in the way). */
function refusalOf(error: unknown): string {
  const texts = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];
  const fields = error instanceof HttpError ? texts((error.body as { errors?: unknown } | undefined)?.errors) : [];
  return fields.length ? fields.join(' ') : error instanceof Error ? error.message : String(error);
}

/** The days to choose from: the event's, widened to the first and last sessions' (today's when there are neither). */
function useProgrammeDays(eventId: number, event: { start_at: string | null; end_at: string | null } | undefined): string[] {
  const bound = (field: 'start_at' | 'end_at', order: 'ASC' | 'DESC') => ({
    pagination: { page: 1, perPage: 1 },
    sort: { field, order },
    meta: { eventId },
  });
  const earliest = useGetList<SessionDto>('sessions', bound('start_at', 'ASC')).data?.[0];
  const latest = useGetList<SessionDto>('sessions', bound('end_at', 'DESC')).data?.[0];
  const known = [
    event?.start_at?.slice(0, 10),
    event?.end_at?.slice(0, 10),
    earliest && venueClock(earliest.start_at).day,
    latest && venueClock(latest.end_at).day,
  ]
    .filter((d): d is string => !!d)
    .sort();
  const today = venueClock(new Date()).day;
  const first = known[0] ?? today;
  const last = known.at(-1) ?? today;
  return useMemo(() => daysBetween(first, last), [first, last]);
}

/**
 * The programme of one day as a grid (issue 27): a column per room (and one for sessions without a room
 * when there are some), rows of time, each session a block. A block dragged elsewhere, or its end dragged,
 * sends only what changed through the data provider's `update`; the API's refusal (a room taken) is
 * told and the block goes back. A block opens its session; a free slot creates one there.
 */
export function ProgrammeGrid({ viewSwitch }: { viewSwitch: ReactNode }) {
  const translate = useTranslate();
  const text = useProgrammeText();
  const notify = useNotify();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider();
  const current = useCurrentEvent();
  const eventId = current?.event.id ?? 0;
  const meta = { eventId };
  const days = useProgrammeDays(eventId, current?.event);
  const [storedDay, setDay] = useStore<string | null>(`sessions.${eventId}.day`, null);
  const day = storedDay && days.includes(storedDay) ? storedDay : days[0]!;

  const rooms = useGetList<RoomDto>('rooms', { pagination: ONE_DAY, sort: { field: 'name_it', order: 'ASC' }, meta });
  const sessions = useGetList<SessionDto>('sessions', {
    // The sessions that overlap the day at all; one day is a few hundred at most.
    filter: { end_at_gte: venueMoment(day, 0), start_at_lte: new Date(Date.parse(venueMoment(day, 24 * 60)) - 1000).toISOString() },
    pagination: ONE_DAY,
    sort: { field: 'start_at', order: 'ASC' },
    meta,
  });
  // Drops waiting for the API: the block stays where it was put until the list is read again, or goes back.
  const [moving, setMoving] = useState<Record<number, Partial<SessionDto>>>({});
  const shown = useMemo(() => (sessions.data ?? []).map((s) => ({ ...s, ...moving[s.id] })), [sessions.data, moving]);

  const roomList = rooms.data ?? [];
  // Sessions not placed in a room yet come first, to be dragged into one.
  const columns: { key: ColumnKey; name: string; room?: RoomDto }[] = [
    ...(roomList.length === 0 || shown.some((s) => s.room_id === null)
      ? [{ key: 'none' as const, name: translate('resources.sessions.no_room') }]
      : []),
    ...roomList.map((room) => ({ key: room.id as ColumnKey, name: text.roomName(room), room })),
  ];
  const spans = shown.map((s) => spanOn(s, day));
  const shownHours = dayWindow(spans);
  const height = (shownHours.to - shownHours.from) * PX_PER_MINUTE;

  const columnRefs = useRef(new Map<ColumnKey, HTMLElement>());
  const columnAt = useCallback((clientX: number) => {
    for (const [key, el] of columnRefs.current) {
      const rect = el.getBoundingClientRect();
      if (clientX >= rect.left && clientX < rect.right) return { key, left: rect.left };
    }
    return null;
  }, []);

  const roomName = (key: ColumnKey) => columns.find((c) => c.key === key)?.name ?? '';
  const grid: BlockGrid = {
    from: shownHours.from,
    columnAt,
    columnLeft: (key) => columnRefs.current.get(key)?.getBoundingClientRect().left ?? 0,
    open: (session) => navigate(createPath({ resource: 'sessions', type: 'edit', id: session.id })),
    drop: async (session, span, column) => {
      const original = sessions.data?.find((s) => s.id === session.id) ?? session;
      const change = moveOf(original, day, span, column);
      if (Object.keys(change).length === 0) return;
      setMoving((m) => ({ ...m, [session.id]: change }));
      try {
        const { data } = await dataProvider.update<SessionDto>('sessions', { id: session.id, data: change, previousData: original, meta });
        notify('resources.sessions.grid.saved', {
          type: 'info',
          messageArgs: { title: text.title(data), time: timeRange(data.start_at, data.end_at) },
        });
        await sessions.refetch();
      } catch (error) {
        notify('resources.sessions.grid.refused', { type: 'error', messageArgs: { reason: refusalOf(error) } });
      } finally {
        setMoving(({ [session.id]: _done, ...rest }) => rest);
      }
    },
  };

  const createAt = (key: ColumnKey) => (e: MouseEvent<HTMLElement>) => {
    const minutes = shownHours.from + (e.clientY - e.currentTarget.getBoundingClientRect().top) / PX_PER_MINUTE;
    navigate(createPath({ resource: 'sessions', type: 'create' }), { state: { record: slotSession(day, minutes, key) } });
  };

  const hours = Array.from({ length: (shownHours.to - shownHours.from) / 60 + 1 }, (_, i) => shownHours.from + i * 60);
  const lines = (theme: { palette: { divider: string; action: { hover: string } } }) =>
    `repeating-linear-gradient(to bottom, ${theme.palette.divider} 0 1px, transparent 1px ${60 * PX_PER_MINUTE}px),` +
    `repeating-linear-gradient(to bottom, ${theme.palette.action.hover} 0 1px, transparent 1px ${15 * PX_PER_MINUTE}px)`;

  return (
    <Box sx={{ pt: 1, pb: 2 }} data-testid="programme">
      <Title title={translate('resources.sessions.name', { smart_count: 2 })} />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Tabs
          value={day}
          onChange={(_, value: string) => setDay(value)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={translate('resources.sessions.grid.day')}
          sx={{ flex: '1 1 320px', minWidth: 0, minHeight: 40, '& .MuiTab-root': { minHeight: 40, py: 0.5 } }}
        >
          {days.map((d) => (
            <Tab key={d} value={d} label={text.day(d)} data-testid={`grid-day-${d}`} />
          ))}
        </Tabs>
        {viewSwitch}
        <CreateButton data-testid="session-create" />
      </Box>
      {rooms.data && roomList.length === 0 && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('resources.sessions.grid.no_rooms')}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="grid-hint">
        {translate(sessions.data && sessions.data.length === 0 ? 'resources.sessions.grid.empty_day' : 'resources.sessions.grid.hint')}
      </Typography>
      {(rooms.isPending || sessions.isPending) && <LinearProgress />}
      <Box
        data-testid="programme-grid"
        sx={{
          // Its own width counts as zero: many rooms scroll inside the grid, never the page.
          width: 0,
          minWidth: '100%',
          maxHeight: 'calc(100vh - 210px)',
          minHeight: 240,
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: `${GUTTER}px repeat(${columns.length}, minmax(150px, 1fr))`,
            minWidth: 'min-content',
          }}
        >
          <Box
            sx={{
              position: 'sticky',
              top: 0,
              left: 0,
              zIndex: 5,
              height: HEADER,
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          />
          {columns.map((c) => (
            <Box
              key={c.key}
              data-testid={`grid-room-${c.key}`}
              title={c.name}
              sx={{
                position: 'sticky',
                top: 0,
                zIndex: 4,
                height: HEADER,
                px: 1,
                display: 'flex',
                alignItems: 'center',
                bgcolor: 'background.paper',
                borderBottom: 1,
                borderLeft: 1,
                borderColor: 'divider',
                minWidth: 0,
              }}
            >
              <Typography
                variant="subtitle2"
                sx={{
                  lineHeight: 1.2,
                  overflow: 'hidden',
                  display: '-webkit-box',
                  WebkitBoxOrient: 'vertical',
                  WebkitLineClamp: 2,
                  wordBreak: 'break-word',
                }}
              >
                {c.name}
              </Typography>
              {c.room?.capacity != null && (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  title={translate('resources.sessions.fields.seats')}
                  sx={{ ml: 'auto', pl: 1, whiteSpace: 'nowrap' }}
                >
                  {c.room.capacity}
                </Typography>
              )}
            </Box>
          ))}
          <Box
            sx={{ position: 'sticky', left: 0, zIndex: 2, height, bgcolor: 'background.paper' }}
            aria-label={translate('resources.sessions.grid.time')}
          >
            {hours.map((m, i) => (
              <Typography
                key={m}
                variant="caption"
                color="text.secondary"
                sx={{
                  position: 'absolute',
                  top: (m - shownHours.from) * PX_PER_MINUTE,
                  right: 8,
                  transform: i === 0 ? 'none' : 'translateY(-50%)',
                }}
              >
                {clockText(m)}
              </Typography>
            ))}
          </Box>
          {columns.map((c) => (
            <Box
              key={c.key}
              ref={(el: HTMLElement | null) => {
                if (el) columnRefs.current.set(c.key, el);
                else columnRefs.current.delete(c.key);
              }}
              data-testid={`grid-column-${c.key}`}
              onClick={createAt(c.key)}
              title={translate('resources.sessions.new_session')}
              sx={(theme) => ({
                position: 'relative',
                height,
                borderLeft: 1,
                borderColor: 'divider',
                backgroundImage: lines(theme),
                cursor: 'copy',
              })}
            >
              <ColumnBlocks sessions={shown} spans={spans} column={c.key} grid={grid} roomName={roomName(c.key)} />
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

function ColumnBlocks({
  sessions,
  spans,
  column,
  grid,
  roomName,
}: {
  sessions: SessionDto[];
  spans: Span[];
  column: ColumnKey;
  grid: BlockGrid;
  roomName: string;
}) {
  const translate = useTranslate();
  const text = useProgrammeText();
  const here = sessions.map((s, i) => ({ s, span: spans[i]! })).filter(({ s, span }) => columnOf(s) === column && span.end > span.start);
  const placed = lanes(here.map((h) => h.span));
  return (
    <>
      {here.map(({ s, span }, i) => (
        <SessionBlock
          key={s.id}
          session={s}
          title={text.title(s)}
          label={translate('resources.sessions.grid.open', { title: text.title(s), time: timeRange(s.start_at, s.end_at), room: roomName })}
          span={span}
          column={column}
          lane={placed[i]!}
          grid={grid}
        />
      ))}
    </>
  );
}
