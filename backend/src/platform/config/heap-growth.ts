import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the heap grow past what the last full collection kept before it collects again, as a
 * share of it. V8 chooses the factor itself, up to 4×, and picks the highest when full collections are
 * quick, which they are for this API (60–70 MB live, 5–12 ms each): a 17 MB workbook's import kept
 * ~70 MB alive but let the heap reach ~290 MB (issue 26 item 6). At 1.5× the same import grows the
 * process by ~125 MB (bench part `xlsx-memory`, docs/decisions.md). Read at every full collection,
 * so it applies when set at start, before the app allocates.
 */
export const HEAP_GROWING_PERCENT = 50;

export function boundHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
