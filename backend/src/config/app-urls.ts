/** The attendee site of an event, where an attendee signs in (the my-area app's hash route). */
export function attendeeSiteUrl(appUrl: string, eventToken: string): string {
  return `${appUrl}/myarea/#/${eventToken}/login`;
}
