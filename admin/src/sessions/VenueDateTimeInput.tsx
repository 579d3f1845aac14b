import { venueClock, venueMoment } from '@eventdesk/shared';
import type { ComponentProps } from 'react';
import { LocalDateTimeInput } from '../forms/LocalDateInputs';

const pad = (n: number) => String(n).padStart(2, '0');

/** The API's moment as the picker's: the browser-local moment whose clock reads what the venue's does. */
export function toPicker(value: unknown): unknown {
  if (typeof value !== 'string' || value === '' || Number.isNaN(Date.parse(value))) return value;
  const { day, minutes } = venueClock(value);
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!, 0, minutes).toISOString();
}

/** The picker's moment back: what its clock reads, at the venue; an unfinished date passes for the schema to refuse. */
export function fromPicker(value: unknown): unknown {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return value ?? null;
  const local = new Date(value);
  const day = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
  return venueMoment(day, local.getHours() * 60 + local.getMinutes());
}

/**
 * A session's start or end, typed and shown on the venue's clock whatever the browser's time zone (the
 * grid and the list read the same clock), kept as the API's UTC moment.
 */
export function VenueDateTimeInput(props: ComponentProps<typeof LocalDateTimeInput>) {
  return <LocalDateTimeInput {...props} format={toPicker} parse={fromPicker} />;
}
