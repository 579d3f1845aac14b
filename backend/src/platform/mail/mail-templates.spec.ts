import { catalogueTexts, misplacedTexts } from '@eventdesk/shared/language-words';
import * as templates from './mail-templates';

/**
 * The e-mails written per language (issue 29 item 15) read in that language: no English in an Italian
 * mail, no Italian in an English one (shared/src/language-words.ts). Mails sent in both languages at once
 * (staff sign-in codes, lockouts) are not per-language and are left out.
 */
const SAME_IN_BOTH = ['Eventdesk', 'Stripe', 'PayPal', 'IBAN', 'BIC'];
const perLanguage = Object.entries(templates).filter(
  ([, value]) => value && typeof value === 'object' && 'it' in value && 'en' in value,
) as [string, { it: unknown; en: unknown }][];

/** Arguments for a mail's function: text everywhere, except the access decisions' lines (one of each kind). */
const sample = (name: string) => (_path: string, arity: number) =>
  name === 'ACCESS_DECISION_MAIL'
    ? [
        'X',
        [
          { holder: 'X', operation: 'ADD', zone: 'X', approved: true, reason: null },
          { holder: 'X', operation: 'REMOVE', zone: 'X', approved: false, reason: 'X' },
        ],
      ]
    : Array.from({ length: arity }, () => 'X');

describe('mail texts', () => {
  it('are written per language for most mails', () => {
    expect(perLanguage.length).toBeGreaterThanOrEqual(4);
  });

  it.each(perLanguage)('%s: the Italian text has no English words and the English none Italian', (name, mail) => {
    expect(misplacedTexts(mail.it, 'it', SAME_IN_BOTH, sample(name))).toEqual([]);
    expect(misplacedTexts(mail.en, 'en', SAME_IN_BOTH, sample(name))).toEqual([]);
  });

  it('address the reader without a gendered word in Italian ("Sei stato abilitato")', () => {
    const italian = perLanguage.flatMap(([name, mail]) => [...catalogueTexts(mail.it, sample(name)).values()]);
    expect(italian.length).toBeGreaterThan(8);
    expect(italian.filter((text) => /\b(sei stato|abilitato|benvenuto)\b/i.test(text))).toEqual([]);
  });
});
