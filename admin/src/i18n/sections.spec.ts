import { en } from './en';
import { it as italian } from './it';
import { mergeSections, type Messages } from './sections';

const english = import.meta.glob<Messages>('../*/i18n.en.ts', { eager: true, import: 'en' });
const italianSections = import.meta.glob<Messages>('../*/i18n.it.ts', { eager: true, import: 'it' });

/** Every text of a nested catalogue, by key path. */
function texts(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : texts(value, `${prefix}${key}.`),
  );
}

const at = (messages: Messages, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Messages | undefined)?.[key], messages);

describe('the folders’ i18n sections (admin/src/<folder>/i18n.{it,en}.ts)', () => {
  it('come in pairs, one Italian and one English per folder', () => {
    const folders = (paths: Record<string, unknown>) => Object.keys(paths).map((path) => path.split('/')[1]);
    expect(folders(english).length).toBeGreaterThanOrEqual(20);
    expect(folders(italianSections)).toEqual(folders(english));
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
