/**
 * For a List: its table scrolls sideways on a phone instead of stretching the page (the wrapper's own
 * width counts as zero, min-width gives it the list's width).
 */
export const WIDE_TABLE_SCROLLS = { '& .RaDataTable-tableWrapper': { overflowX: 'auto', width: 0, minWidth: '100%' } } as const;
