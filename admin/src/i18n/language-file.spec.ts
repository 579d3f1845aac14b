import { fetchLanguageFile, languageFileName, languageFileUrl } from './language-file';

describe('translation files (SPEC §7)', () => {
  it('adds the php_ prefix to a language code when missing', () => {
    expect(languageFileName('en')).toBe('php_en');
    expect(languageFileName('php_en')).toBe('php_en');
    expect(languageFileName('it')).toBe('php_it');
    expect(languageFileName(' IT ')).toBe('php_it');
  });

  it('refuses what is not a language code (no path in the URL)', () => {
    for (const code of ['', 'english', '../en', 'php_', 'php_php_en', 'en/x'])
      expect(() => languageFileName(code)).toThrow(/language code/);
  });

  it('is served under the app base, in lang/', () => {
    expect(languageFileUrl('en')).toBe('/lang/php_en.json');
    expect(languageFileUrl('php_it', '/')).toBe('/lang/php_it.json');
    expect(languageFileUrl('en', '/staff')).toBe('/staff/lang/php_en.json');
  });

  const answer = (status: number, body: unknown) =>
    jest.fn().mockResolvedValue({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);

  it('fetches the prefixed file and gives its catalogue', async () => {
    const catalogue = { ra: { action: { save: 'Save' } }, menu: { dashboard: 'Dashboard' } };
    const fetchImpl = answer(200, catalogue);
    await expect(fetchLanguageFile('en', '/', fetchImpl)).resolves.toEqual(catalogue);
    expect(fetchImpl).toHaveBeenCalledWith('/lang/php_en.json', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('rejects a missing file or an answer that is not a catalogue', async () => {
    await expect(fetchLanguageFile('fr', '/', answer(404, { message: 'not_found' }))).rejects.toThrow('/lang/php_fr.json: 404');
    await expect(fetchLanguageFile('en', '/', answer(200, ['x']))).rejects.toThrow(/not a catalogue/);
    await expect(fetchLanguageFile('en', '/', answer(200, null))).rejects.toThrow(/not a catalogue/);
  });
});
