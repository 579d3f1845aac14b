import { z } from 'zod';
import { SCAN_DIRECTIONS } from '../enums';
import { optionalDateTime } from './commerce';
import { id } from './common';

const token = (max: number) =>
  z
    .string('required')
    .trim()
    .min(1, 'required')
    .max(max)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'invalid_format');

/**
 * A scan at a gate (issue 14): the pass code read, the zone and direction the gate is set to, the
 * device and its own nonce (a retry with the same nonce answers the first result and counts once), and
 * when it was read (an offline device sends it later; default: now).
 */
export const scanSchema = z.object({
  code: z.string('required').trim().min(1, 'required').max(200),
  zone_id: id,
  direction: z.enum(SCAN_DIRECTIONS, 'invalid_option'),
  device_id: token(64),
  nonce: token(64),
  scanned_at: optionalDateTime,
});
export type ScanInput = z.output<typeof scanSchema>;
