/**
 * Account changes need the password confirmed in this session (issue 12): the API answers 423
 * `password_confirmation_required`, the dialog mounted by the layout asks for it, and the call is
 * made again. The dialog registers itself here; without it (sign-in pages) the 423 stays an error.
 */
type Ask = () => Promise<boolean>;

let ask: Ask | null = null;

export function setConfirmationPrompt(prompt: Ask | null): void {
  ask = prompt;
}

export function askForConfirmation(): Promise<boolean> {
  return ask ? ask() : Promise.resolve(false);
}

export const CONFIRMATION_REQUIRED = 'password_confirmation_required';
