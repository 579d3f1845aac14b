/** The attendee site of an event, where an attendee signs in (the my-area app's hash route). */
export function attendeeSiteUrl(appUrl: string, eventToken: string): string {
  return `${appUrl}/myarea/#/${eventToken}/login`;
}

/** Where company users sign in with an e-mailed code (the staff app's company login). */
export function companyLoginUrl(appUrl: string): string {
  return `${appUrl}/#/company-login`;
}
