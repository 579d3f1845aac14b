import type { Catalogue } from './it';

/** A catalogue's text with its `{name}` placeholders filled (a placeholder without a value stays as it is). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The form of a text that depends on a count: `one` for 1, `other` (with `{n}`) else. */
function counted(forms: { one: string; other: string }, n: number): string {
  return n === 1 ? forms.one : fill(forms.other, { n });
}

/**
 * What the screens read (`useI18n().t`): a catalogue (plain data, bundled or fetched from its
 * translation file) with its texts that take values made functions.
 */
export function messages(c: Catalogue) {
  return {
    ...c,
    codeSentTo: (email: string) => fill(c.codeSentTo, { email }),
    resendIn: (seconds: number) => fill(c.resendIn, { seconds }),
    hello: (name: string) => (name ? fill(c.hello.named, { name }) : c.hello.anonymous),
    passSavedAt: (when: string) => fill(c.passSavedAt, { when }),
    orderNumber: (n: number | string) => fill(c.orderNumber, { n }),
    placedOn: (date: string) => fill(c.placedOn, { date }),
    vatIncluded: (rate: string) => fill(c.vatIncluded, { rate }),
    remaining: (n: number) => counted(c.remaining, n),
    maxPerAttendee: (n: number) => fill(c.maxPerAttendee, { n }),
    alreadyBought: (n: number) => fill(c.alreadyBought, { n }),
    decrease: (name: string) => fill(c.decrease, { name }),
    increase: (name: string) => fill(c.increase, { name }),
    cartItems: (n: number) => counted(c.cartItems, n),
    emailPending: (email: string) => fill(c.emailPending, { email }),
    seatsLeft: (n: number) => counted(c.seatsLeft, n),
    queueLength: (n: number) => counted(c.queueLength, n),
    statusWaiting: (n: number) => fill(c.statusWaiting, { n }),
    clashWith: (title: string) => fill(c.clashWith, { title }),
  };
}

export type Messages = ReturnType<typeof messages>;
