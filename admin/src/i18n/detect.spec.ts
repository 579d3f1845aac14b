import { detectLanguage, EVENT_LANG_KEY } from './detect';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === EVENT_LANG_KEY ? value : null) });

describe('startup language (SPEC §4)', () => {
  it('takes the lang query inside the hash first', () => {
    expect(detectLanguage('#/events/3?lang=en', storage('it'), 'it')).toBe('en');
    expect(detectLanguage('#/login?x=1&lang=it', storage('en'), 'en')).toBe('it');
  });

  it('then the event language kept in local storage', () => {
    expect(detectLanguage('#/events', storage('en'), 'it')).toBe('en');
  });

  it('then the document language, then Italian', () => {
    expect(detectLanguage('#/', storage(null), 'en-GB')).toBe('en');
    expect(detectLanguage('#/', storage(null), '')).toBe('it');
    expect(detectLanguage('', null, undefined)).toBe('it');
  });

  it('ignores languages it does not support at every step', () => {
    expect(detectLanguage('#/x?lang=fr', storage('de'), 'es')).toBe('it');
    expect(detectLanguage('#/x?lang=fr', storage('en'), 'es')).toBe('en');
  });
});
