/** The connection chip: online (green) or offline (amber: the gate decides from its sealed list and queues). */
export const connection = (online: boolean) =>
  online ? ({ color: 'success', label: 'quickmode.online' } as const) : ({ color: 'warning', label: 'quickmode.offline' } as const);

/** A time of day as the gate's list shows it. */
export const timeOfDay = (locale: string, iso: string) => new Date(iso).toLocaleTimeString(locale === 'en' ? 'en-GB' : 'it-IT');
