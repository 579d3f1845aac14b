/** Where the events take place; date-times are shown and read in its local time. */
export const DISPLAY_TIME_ZONE = 'Europe/Rome';
