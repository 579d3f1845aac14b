import {
  fiscalCodeCheckChar,
  isValidFiscalCode,
  isValidItalianNumericCode,
  isValidPersonalFiscalCode,
  normalizeFiscalCode,
} from './fiscal-code';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

// Computed from name, surname, date and place of birth; cross-checked with codice-fiscale-js.
const VALID = [
  'RSSMRA85T10H501O', // man, 10 Dec 1985, Roma
  'BNCMRA90D43F205W', // woman (day + 40), 3 Apr 1990, Milano
  'VRDGPP70A01F839U', // man, 1 Jan 1970, Napoli
  'SPSNNA01L71L219T', // woman, 31 Jul 2001, Torino
  // omocodia: digits replaced by L M N P Q R S T U V, from the right
  'RSSMRA85T10H50MG',
  'BNCMRA90D43F20MB',
  'SPSNNA01L71L21VI',
  'RSSMRAURTMLHRLMJ', // every digit replaced
];

describe('personal codice fiscale', () => {
  it.each(VALID)('accepts %s', (code) => {
    expect(isValidPersonalFiscalCode(code)).toBe(true);
    expect(isValidFiscalCode(code)).toBe(true);
  });

  it('computes the check character', () => {
    expect(fiscalCodeCheckChar('RSSMRA85T10H501')).toBe('O');
    expect(fiscalCodeCheckChar('RSSMRAURTMLHRLM')).toBe('J');
  });

  it.each(VALID)('refuses %s with any other check character', (code) => {
    for (const letter of LETTERS) {
      if (letter === code[15]) continue;
      expect(isValidPersonalFiscalCode(code.slice(0, 15) + letter)).toBe(false);
    }
  });

  it('refuses a changed character elsewhere (the check character catches it)', () => {
    expect(isValidPersonalFiscalCode('RSSMRA85T10H502O')).toBe(false);
    expect(isValidPersonalFiscalCode('RSSMRB85T10H501O')).toBe(false);
    expect(isValidPersonalFiscalCode('RSSMRA58T10H501O')).toBe(false);
  });

  it.each([
    ['too short', 'RSSMRA85T10H501'],
    ['too long', 'RSSMRA85T10H501OO'],
    ['digit where a letter goes', 'RSSMR185T10H501O'],
    ['letter that is not an omocodia letter', 'RSSMRA8AT10H501O'],
    ['not a month letter', 'RSSMRA85F10H501O'],
    ['day 00', 'RSSMRA85T00H501' + fiscalCodeCheckChar('RSSMRA85T00H501')],
    ['day 32', 'RSSMRA85T32H501' + fiscalCodeCheckChar('RSSMRA85T32H501')],
    ['day 72', 'RSSMRA85T72H501' + fiscalCodeCheckChar('RSSMRA85T72H501')],
    ['check digit instead of letter', 'RSSMRA85T10H5011'],
    ['lower case (not normalised)', 'rssmra85t10h501o'],
  ])('refuses %s', (_, code) => {
    expect(isValidPersonalFiscalCode(code)).toBe(false);
  });

  it('accepts days 41–71 (women) and refuses 32–40', () => {
    const withDay = (day: string) => {
      const first = `RSSMRA85T${day}H501`;
      return first + fiscalCodeCheckChar(first);
    };
    expect(isValidPersonalFiscalCode(withDay('41'))).toBe(true);
    expect(isValidPersonalFiscalCode(withDay('71'))).toBe(true);
    expect(isValidPersonalFiscalCode(withDay('40'))).toBe(false);
    expect(isValidPersonalFiscalCode(withDay('35'))).toBe(false);
  });

  it('isValidFiscalCode normalises case and spaces', () => {
    expect(normalizeFiscalCode(' rssmra 85t10 h501o ')).toBe('RSSMRA85T10H501O');
    expect(isValidFiscalCode('rssmra85t10h501o')).toBe(true);
    expect(isValidFiscalCode('RSS MRA 85T10 H501O')).toBe(true);
  });
});

describe('numeric codice fiscale (companies) and partita IVA check digit', () => {
  it.each(['00159560366', '00905811006', '00743110157', '12345678903'])('accepts %s', (code) => {
    expect(isValidItalianNumericCode(code)).toBe(true);
    expect(isValidFiscalCode(code)).toBe(true);
  });

  it.each(['00159560367', '12345678900', '12345678930', '00000000000', '1234567890', '123456789012', '1234567890A'])(
    'refuses %s',
    (code) => {
      expect(isValidItalianNumericCode(code)).toBe(false);
      expect(isValidFiscalCode(code)).toBe(false);
    },
  );

  it('agrees with a textbook Luhn check on many numbers', () => {
    const luhn = (digits: string) => {
      let sum = 0;
      [...digits].reverse().forEach((ch, i) => {
        let d = Number(ch);
        if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
        sum += d;
      });
      return sum % 10 === 0;
    };
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 5000; n++) {
      const digits = Array.from({ length: 11 }, () => Math.floor(random() * 10)).join('');
      expect(isValidItalianNumericCode(digits)).toBe(luhn(digits) && !/^0+$/.test(digits));
    }
  });
});
