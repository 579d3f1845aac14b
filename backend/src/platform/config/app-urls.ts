/** The attendee site of an event, where an attendee signs in (the my-area app's hash route). */
export function attendeeSiteUrl(appUrl: string, eventToken: string): string {
  return `${appUrl}/myarea/#/${eventToken}/login`;
}

/** Where company users sign in with an e-mailed code (the staff app's company login). */
export function companyLoginUrl(appUrl: string): string {
  return `${appUrl}/#/company-login`;
}

/** Where a kiosk redeems a pairing code (the staff app's `/kiosk`, which needs no session); the QR shown to the ADMIN. */
export function kioskPairingUrl(appUrl: string, code: string): string {
  return `${appUrl}/#/kiosk?code=${encodeURIComponent(code)}`;
}

/** Where a gate tablet redeems a pairing code (the staff app's `/gate`, which needs no session): quick mode on the device credential. */
export function gatePairingUrl(appUrl: string, code: string): string {
  return `${appUrl}/#/gate?code=${encodeURIComponent(code)}`;
}
