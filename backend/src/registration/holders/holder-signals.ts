import type { PassHolderType } from '@eventdesk/shared';
import { defineSignal } from '../../platform/signals/signals';

/** The tables of the holders of passes and papers: attendees (registration) and vehicles (accreditation). */
export type HolderTable = 'attendees' | 'vehicles';

/**
 * Holders were created, or their category (type, for vehicles) changed: the papers they need may have
 * changed (accreditation recomputes their documentation status). No `ids`: every holder of the event.
 */
export const HOLDERS_RESCOPED = defineSignal<{ eventId: number; table: HolderTable; ids?: readonly number[] }>('holders.rescoped');

/** Holders moved to another company: their documents follow them (accreditation). */
export const HOLDERS_MOVED = defineSignal<{ table: HolderTable; ids: readonly number[] }>('holders.moved');

/** A holder is being deleted: its pass's codes become void at the gates (gate). Told before the row goes. */
export const HOLDER_DELETED = defineSignal<{ eventId: number; holderType: PassHolderType; holderId: number }>('holder.deleted');
