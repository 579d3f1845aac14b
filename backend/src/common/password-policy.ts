import { dictionary } from '@zxcvbn-ts/language-common';

/*
 * Passwords nobody may choose (issue 12): the ~49,000 most common passwords of public breach corpora
 * that zxcvbn-ts ships (`@zxcvbn-ts/language-common`, "passwords-common"), checked offline, case
 * ignored. Loaded once, on first use.
 */
let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
