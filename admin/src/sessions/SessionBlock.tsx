import type { SessionDto } from '@eventdesk/shared';
import { alpha, Box, Typography, type Theme } from '@mui/material';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { draggedSpan, PX_PER_MINUTE, SLOT_MINUTES, type ColumnKey, type DragMode, type Span } from './grid-geometry';
import { clockText, TYPE_COLOURS } from './session-text';

/** What the grid tells a block: where columns are, and what to do when it is dropped or opened. */
export interface BlockGrid {
  /** The first minute the grid shows. */
  from: number;
  /** The column under a pointer's x, and its left edge. */
  columnAt(clientX: number): { key: ColumnKey; left: number } | null;
  columnLeft(key: ColumnKey): number;
  drop(session: SessionDto, span: Span, column: ColumnKey): void;
  open(session: SessionDto): void;
}

interface Drag {
  mode: DragMode;
  x: number;
  y: number;
  dy: number;
  column: ColumnKey;
  moved: boolean;
}

/** A pointer that moved less than this is a click. */
const CLICK_SLOP = 4;

const colour = (theme: Theme, type: SessionDto['type']) => {
  const name = TYPE_COLOURS[type];
  return name === 'grey' ? theme.palette.grey[500] : theme.palette[name].main;
};

/**
 * A session on the grid: its title, time and type colour. Dragged, it follows the pointer on the
 * 15-minute grid into the room under it; its lower edge drags its end. A click (or Enter) opens it;
 * Alt+↑/↓ moves it by 15 minutes, Alt+Shift+↑/↓ moves its end.
 */
export function SessionBlock({
  session,
  title,
  label,
  span,
  column,
  lane,
  grid,
}: {
  session: SessionDto;
  title: string;
  label: string;
  span: Span;
  column: ColumnKey;
  lane: { lane: number; of: number };
  grid: BlockGrid;
}) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragged = useRef(false);

  const start = (mode: DragMode) => (e: PointerEvent<HTMLElement>) => {
    if (e.button !== 0) return;
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    dragged.current = false;
    setDrag({ mode, x: e.clientX, y: e.clientY, dy: 0, column, moved: false });
  };
  const move = (e: PointerEvent<HTMLElement>) => {
    if (!drag) return;
    const moved = drag.moved || Math.hypot(e.clientX - drag.x, e.clientY - drag.y) >= CLICK_SLOP;
    const target = drag.mode === 'move' ? (grid.columnAt(e.clientX)?.key ?? drag.column) : column;
    setDrag({ ...drag, dy: e.clientY - drag.y, column: target, moved });
  };
  const end = () => {
    if (!drag) return;
    setDrag(null);
    if (!drag.moved) return;
    dragged.current = true;
    grid.drop(session, draggedSpan(span, drag.mode, drag.dy), drag.column);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      grid.open(session);
    } else if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      e.preventDefault();
      const dy = (e.key === 'ArrowUp' ? -SLOT_MINUTES : SLOT_MINUTES) * PX_PER_MINUTE;
      grid.drop(session, draggedSpan(span, e.shiftKey ? 'resize' : 'move', dy), column);
    }
  };

  const shown = drag?.moved ? draggedSpan(span, drag.mode, drag.dy) : span;
  const dx = drag?.moved && drag.column !== column ? grid.columnLeft(drag.column) - grid.columnLeft(column) : 0;
  const height = (shown.end - shown.start) * PX_PER_MINUTE;
  return (
    <Box
      role="button"
      tabIndex={0}
      aria-label={label}
      title={label}
      data-testid={`session-block-${session.id}`}
      data-session-type={session.type}
      onPointerDown={start('move')}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={() => setDrag(null)}
      onClick={(e) => {
        e.stopPropagation();
        if (!dragged.current) grid.open(session);
        dragged.current = false;
      }}
      onKeyDown={onKeyDown}
      sx={(theme) => ({
        position: 'absolute',
        top: (shown.start - grid.from) * PX_PER_MINUTE,
        height: Math.max(height - 2, 12),
        left: drag?.moved ? 2 : `calc(${(lane.lane * 100) / lane.of}% + 2px)`,
        width: drag?.moved ? 'calc(100% - 4px)' : `calc(${100 / lane.of}% - 4px)`,
        transform: dx ? `translateX(${dx}px)` : undefined,
        zIndex: drag?.moved ? 3 : 1,
        boxSizing: 'border-box',
        overflow: 'hidden',
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        borderLeft: `4px solid ${colour(theme, session.type)}`,
        bgcolor: alpha(colour(theme, session.type), theme.palette.mode === 'dark' ? 0.3 : 0.16),
        boxShadow: drag?.moved ? 6 : 0,
        cursor: drag?.moved ? 'grabbing' : 'grab',
        touchAction: 'none',
        userSelect: 'none',
        outline: 'none',
        '&:focus-visible': { boxShadow: `0 0 0 2px ${theme.palette.primary.main}` },
        '&:hover .resize-handle': { bgcolor: alpha(theme.palette.text.primary, 0.2) },
      })}
    >
      <Typography
        variant="caption"
        component="div"
        sx={{
          fontWeight: 600,
          lineHeight: 1.25,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: height < 40 ? 'nowrap' : 'normal',
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: Math.max(1, Math.floor((height - 18) / 15)),
        }}
      >
        {title}
      </Typography>
      {height >= 34 && (
        <Typography
          variant="caption"
          component="div"
          color="text.secondary"
          sx={{ lineHeight: 1.25, whiteSpace: 'nowrap' }}
          data-testid="session-block-time"
        >
          {`${clockText(shown.start)}–${clockText(shown.end)}`}
        </Typography>
      )}
      <Box
        className="resize-handle"
        data-testid={`session-resize-${session.id}`}
        onPointerDown={start('resize')}
        sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 6, cursor: 'ns-resize', touchAction: 'none' }}
      />
    </Box>
  );
}
