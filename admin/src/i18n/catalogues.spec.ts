import { CATALOGUES } from './catalogues';
import { en } from './en';
import { it as italian } from './it';

/** Every key path of a nested catalogue, with the %{placeholders} of its text. */
function flatten(messages: object, prefix = ''): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, path).forEach((v, k) => result.set(k, v));
    else result.set(path, (String(value).match(/%\{\w+\}/g) ?? []).sort());
  }
  return result;
}

describe('the Italian and English catalogues', () => {
  // The whole catalogues, as the build writes them to lang/php_<code>.json (SPEC §7).
  const english = flatten(CATALOGUES.en);
  const italianAll = flatten(CATALOGUES.it);

  it('have exactly the same keys', () => {
    const missingInItalian = [...english.keys()].filter((k) => !italianAll.has(k));
    const missingInEnglish = [...italianAll.keys()].filter((k) => !english.has(k));
    expect({ missingInItalian, missingInEnglish }).toEqual({ missingInItalian: [], missingInEnglish: [] });
    expect(english.size).toBeGreaterThan(300);
  });

  it('use the same placeholders for each key', () => {
    const different = [...english.entries()].filter(
      ([key, placeholders]) => JSON.stringify(italianAll.get(key)) !== JSON.stringify(placeholders),
    );
    expect(different).toEqual([]);
  });

  it('translate rather than copy: most Italian texts differ from the English ones', () => {
    const same = [...flatten(italian).entries()].filter(([key]) => String(key) && flatten(en).get(key)).length;
    expect(same).toBeGreaterThan(0);
    const identical = [...flatten(italian).keys()].filter((key) => getText(italian, key) === getText(en, key));
    expect(identical.length / flatten(italian).size).toBeLessThan(0.2);
  });
});

function getText(messages: object, path: string): string {
  return String(path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], messages));
}
