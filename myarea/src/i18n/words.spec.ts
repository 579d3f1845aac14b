import { misplacedTexts } from '@eventdesk/shared/language-words';
import { en } from './en';
import { it as italian } from './it';

/**
 * No English in my-area's Italian catalogue and no Italian in its English one (issue 29 item 15), by
 * the shared heuristic (shared/src/language-words.ts). The language switch names each language in its
 * own words ("Italiano" in English, "English" in Italian): that one key is skipped.
 */
const OWN_NAMES = /^langName\b/;
const SAME_IN_BOTH = ['Eventdesk', 'Stripe', 'PayPal'];

const only = (texts: string[]) => texts.filter((t) => !OWN_NAMES.test(t));

describe('my-area’s words are in the language of their catalogue', () => {
  it('Italian has no English text', () => {
    expect(only(misplacedTexts(italian, 'it', SAME_IN_BOTH))).toEqual([]);
  });
  it('English has no Italian text', () => {
    expect(only(misplacedTexts(en, 'en', SAME_IN_BOTH))).toEqual([]);
  });
});
