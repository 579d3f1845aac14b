import englishMessages from 'ra-language-english';
import { misplacedTexts } from '@eventdesk/shared/language-words';
import { CREATED_TOASTS } from './created';
import { en } from './en';
import { it as italian } from './it';
import raItalian from './ra-it';

/**
 * No English in the Italian catalogue and no Italian in the English one (issue 29 item 15: "Default
 * attendee category" showed in the Italian UI). A heuristic (shared/src/language-words.ts): words of the
 * other language. Allowed: what both languages write the same, listed here.
 */
const SAME_IN_BOTH = [
  // Brand and product names, formats and technical terms that Italian uses as they are.
  'Eventdesk',
  'Stripe',
  'PayPal',
  'Google',
  'Apple',
];

describe('the words of each catalogue are in its language', () => {
  it('the Italian catalogue (ours and react-admin’s) has no English text', () => {
    expect(misplacedTexts({ ...raItalian, ...italian }, 'it', SAME_IN_BOTH)).toEqual([]);
  });

  it('the English catalogue (ours and react-admin’s) has no Italian text', () => {
    expect(misplacedTexts({ ...englishMessages, ...en }, 'en', SAME_IN_BOTH)).toEqual([]);
  });

  it('the created toasts name what was created, in both languages, for resources the catalogues know', () => {
    expect(Object.keys(CREATED_TOASTS.it).sort()).toEqual(Object.keys(CREATED_TOASTS.en).sort());
    expect(misplacedTexts(CREATED_TOASTS.it, 'it', SAME_IN_BOTH)).toEqual([]);
    expect(misplacedTexts(CREATED_TOASTS.en, 'en', SAME_IN_BOTH)).toEqual([]);
    const known = Object.keys(italian.resources);
    expect(Object.keys(CREATED_TOASTS.it).filter((name) => !known.includes(name))).toEqual([]);
  });

  it('the heuristic catches the words the report found', () => {
    expect(misplacedTexts({ label: 'Default attendee category' }, 'it')).toEqual([
      'label: Default attendee category [default, attendee, category]',
    ]);
    expect(misplacedTexts({ label: 'Nessuna zona per questo evento' }, 'en')).toHaveLength(1);
  });
});
