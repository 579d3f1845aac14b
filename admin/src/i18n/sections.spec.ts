import { en } from './en';
import { it as italian } from './it';
import { mergeSections, type Messages } from './sections';

const sections = import.meta.glob<{ it?: Messages; en?: Messages }>('../*/i18n.ts', { eager: true });
const english = Object.fromEntries(Object.entries(sections).map(([path, s]) => [path, s.en as Messages]));
const italianSections = Object.fromEntries(Object.entries(sections).map(([path, s]) => [path, s.it as Messages]));

/** Every text of a nested catalogue, by key path. */
function texts(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : texts(value, `${prefix}${key}.`),
  );
}

const at = (messages: Messages, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Messages | undefined)?.[key], messages);

describe('the folders’ i18n sections (admin/src/<folder>/i18n.ts)', () => {
  it('give both languages, with the same keys, in one file per folder', () => {
    expect(Object.keys(sections).length).toBeGreaterThanOrEqual(20);
    const keys = (messages: Messages | undefined) => texts(messages ?? {}).map(([path]) => path);
    for (const [path, section] of Object.entries(sections)) {
      expect([path, Object.keys(section).sort()]).toEqual([path, ['en', 'it']]);
      expect([path, keys(section.it)]).toEqual([path, keys(section.en)]);
    }
  });

  it('are merged into the catalogues, every text as its section gives it', () => {
    const missing = [
      ...Object.values(english).flatMap((section) => texts(section).filter(([path, text]) => at(en, path) !== text)),
      ...Object.values(italianSections).flatMap((section) => texts(section).filter(([path, text]) => at(italian, path) !== text)),
    ];
    expect(missing).toEqual([]);
    expect(at(italian, 'resources.zones.name')).toBe('Zona |||| Zone');
  });

  it('refuse a text that another section or the app catalogue gives already', () => {
    const app = { menu: { zones: 'Zone' } };
    expect(mergeSections(app, { '../zones/i18n.it.ts': { resources: { zones: { name: 'Zona' } } } })).toEqual({
      menu: { zones: 'Zone' },
      resources: { zones: { name: 'Zona' } },
    });
    expect(() =>
      mergeSections(app, {
        '../a/i18n.it.ts': { resources: { zones: { name: 'Zona' } } },
        '../b/i18n.it.ts': { resources: { zones: { name: 'Zona' } } },
      }),
    ).toThrow('../b/i18n.it.ts: "resources.zones.name" is given by ../a/i18n.it.ts already');
    expect(() => mergeSections(app, { '../a/i18n.it.ts': { menu: { zones: 'Zone' } } })).toThrow(
      '"menu.zones" is given by the app catalogue already',
    );
  });
});
