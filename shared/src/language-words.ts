import type { Language } from './enums';

/*
 * A heuristic for the translation catalogues' tests (issue 29 item 15): words that mark a text as
 * English inside the Italian catalogue, or as Italian inside the English one. Only words that are not
 * also words of the other language; what both languages write the same (brand names, "Email", "Badge",
 * "Totem", "Font", "Password") is never a marker. A test may allow more words explicitly.
 */
const MARKERS: Record<Language, ReadonlySet<string>> = {
  // English words that are not Italian.
  en: new Set(
    'the and of to with is are your you for this that from by an be has have was will can must at on or which what when where who how not yes please default category categories attendee attendees add remove selected created updated deleted value clear save cancel delete edit search name status vehicle vehicles zones company companies event events payment paid unpaid code'.split(
      ' ',
    ),
  ),
  // Italian words that are not English.
  it: new Set(
    'il lo gli della delle dei degli del nel nella nei sul sulla dal dalla alla alle agli che sono questo questa questi queste ancora tutti tutte nessun nessuna nessuno salva annulla elimina aggiungi cerca partecipante partecipanti azienda aziende evento eventi zona veicolo veicoli categoria categorie codice pagato pagamento accesso ingresso uscita quando chi anche oppure già più può puoi sei stato creato creata'.split(
      ' ',
    ),
  ),
};

/** The words of a text, lower case, without %{placeholders}, {tokens}, {{interpolations}}, addresses or links. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/%\{\w+\}|\{\{[^}]*\}\}|\$\{[^}]*\}|\{\w+\}/g, ' ')
    .replace(/https?:\/\/\S+|\S+@\S+/g, ' ')
    .toLowerCase()
    .split(/[^a-zà-öø-ÿ]+/i)
    .filter(Boolean);
}

/** The words of `text` that belong to the other language than `lang` (none: it reads as `lang`). */
export function foreignWords(text: string, lang: Language, allowed: Iterable<string> = []): string[] {
  const other: Language = lang === 'it' ? 'en' : 'it';
  const allow = new Set([...allowed].map((w) => w.toLowerCase()));
  return wordsOf(text).filter((word) => MARKERS[other].has(word) && !allow.has(word));
}

/**
 * Every text of a nested catalogue, keyed by path. Functions are called with `args(path, arity)`, by
 * default a placeholder string for each parameter.
 */
export function catalogueTexts(
  messages: unknown,
  args: (path: string, arity: number) => unknown[] = (_path, arity) => Array.from({ length: arity }, () => 'X'),
): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') out.set(path, node);
    else if (typeof node === 'function') {
      const value: unknown = (node as (...a: unknown[]) => unknown)(...args(path, node.length));
      walk(value, path);
    } else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
  };
  walk(messages, '');
  return out;
}

/** The texts of a catalogue in `lang` that contain words of the other language: `path: text [words]`. */
export function misplacedTexts(
  messages: unknown,
  lang: Language,
  allowed: Iterable<string> = [],
  args?: (path: string, arity: number) => unknown[],
): string[] {
  const allow = [...allowed];
  return [...catalogueTexts(messages, args)]
    .map(([path, text]) => ({ path, text, words: foreignWords(text, lang, allow) }))
    .filter((t) => t.words.length > 0)
    .map((t) => `${t.path}: ${t.text} [${t.words.join(', ')}]`);
}
