import { CATALOGUES } from './catalogues';
import { ITALIAN, loadMessages } from './index';
import { messages } from './messages';

/** Every text of a catalogue, by its path: `hello.named` → `Ciao {name}!`. */
function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as object).flatMap(([key, child]) => texts(child, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('my-area’s catalogues (served as /myarea/lang/php_<code>.json)', () => {
  it('are plain data, the same once written as JSON', () => {
    for (const catalogue of Object.values(CATALOGUES)) expect(JSON.parse(JSON.stringify(catalogue))).toEqual(catalogue);
  });

  it('give each text the placeholders the Italian one has', () => {
    const italian = new Map(texts(CATALOGUES.it));
    const english = texts(CATALOGUES.en);
    expect(english.map(([path]) => path).sort()).toEqual([...italian.keys()].sort());
    expect(english.filter(([path, text]) => placeholders(text).join() !== placeholders(italian.get(path)!).join())).toEqual([]);
    expect(english.filter(([, text]) => placeholders(text).length).length).toBeGreaterThanOrEqual(13);
  });
});

describe('messages of a catalogue', () => {
  const en = messages(CATALOGUES.en);

  it('fill the texts that take values', () => {
    expect(en.codeSentTo('a@b.it')).toMatch(/^If a@b\.it is registered/);
    expect(en.hello('Ada')).toBe('Hello Ada!');
    expect(en.hello('')).toBe('Hello!');
    expect(en.emailPending('new@b.it')).toMatch(/^To use new@b\.it from now on/);
    expect([ITALIAN.cartItems(1), ITALIAN.cartItems(3), en.cartItems(1), en.cartItems(3)]).toEqual([
      '1 articolo',
      '3 articoli',
      '1 item',
      '3 items',
    ]);
    expect([ITALIAN.remaining(1), en.remaining(2)]).toEqual(['Ultimo disponibile', '2 still available']);
    expect(ITALIAN.orderNumber(42)).toBe('Ordine n. 42');
  });
});

describe('loading a language', () => {
  const answer = (status: number, body: unknown) =>
    jest.fn().mockResolvedValue({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);

  it('has Italian at hand without a request', async () => {
    const fetchImpl = answer(500, null);
    await expect(loadMessages('it', fetchImpl)).resolves.toBe(ITALIAN);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fetches English once from /myarea/lang/php_en.json; a failure is tried again at the next call', async () => {
    const failing = answer(503, {});
    await expect(loadMessages('en', failing)).rejects.toThrow('/myarea/lang/php_en.json: 503');
    const notCatalogue = answer(200, { ra: {} });
    await expect(loadMessages('en', notCatalogue)).rejects.toThrow(/not a catalogue/);
    const fetchImpl = answer(200, CATALOGUES.en);
    const first = await loadMessages('en', fetchImpl);
    expect(first.hello('Ada')).toBe('Hello Ada!');
    expect(first.title).toBe('My area');
    expect(await loadMessages('en', fetchImpl)).toBe(first);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/myarea/lang/php_en.json', expect.objectContaining({ credentials: 'same-origin' }));
  });
});
