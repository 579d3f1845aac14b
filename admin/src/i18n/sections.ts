/** A catalogue of texts, or a folder's section of one: nested keys, texts at the leaves. */
export interface Messages {
  [key: string]: string | Messages;
}

/** The whole catalogue of one language: the app's own texts and every folder's section. */
export type Catalogue = Messages & { resources: Messages };

const isNested = (value: unknown): value is Messages => typeof value === 'object' && value !== null;

function mergeInto(target: Messages, section: Messages, from: string, owners: Map<string, string>, prefix: string): void {
  for (const [key, value] of Object.entries(section)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const here = target[key];
    if (isNested(value) && (here === undefined || isNested(here))) {
      const child: Messages = here === undefined ? {} : { ...here };
      target[key] = child;
      mergeInto(child, value, from, owners, path);
    } else if (here !== undefined) {
      throw new Error(`${from}: "${path}" is given by ${owners.get(path) ?? 'the app catalogue'} already`);
    } else {
      target[key] = value;
      owners.set(path, from);
    }
  }
}

/**
 * The app's catalogue with every folder's section merged in (`admin/src/<folder>/i18n.<lang>.ts`, as
 * import.meta.glob finds them: path → section). A text given twice stops the app: each belongs to
 * one folder. Sections merge in the order of their paths.
 */
export function mergeSections(app: Messages, sections: Record<string, Messages>): Catalogue {
  const merged: Messages = { resources: {}, ...app };
  const owners = new Map<string, string>();
  for (const path of Object.keys(sections).sort()) mergeInto(merged, sections[path], path, owners, '');
  return merged as Catalogue;
}
