import { base32Decode, base32Encode, decodePassCode, encodePassPayload, PASS_CODE_LENGTH, passCode } from './pass-code';

describe('pass codes', () => {
  it('round-trips base32, case ignored', () => {
    const bytes = Uint8Array.from({ length: 76 }, (_, i) => (i * 37) % 256);
    const text = base32Encode(bytes);
    expect(text).toMatch(/^[A-Z2-7]+$/);
    expect(Array.from(base32Decode(text.toLowerCase())!)).toEqual(Array.from(bytes));
    expect(base32Decode('ABC1')).toBeNull();
  });

  it('encodes and reads back the payload beside its signature', () => {
    const payload = encodePassPayload({ eventId: 4_000_000_000, holderType: 'VEHICLE', holderId: 123_456, version: 7 });
    const code = passCode(payload, new Uint8Array(64).fill(9));
    expect(code).toHaveLength(PASS_CODE_LENGTH);
    expect(PASS_CODE_LENGTH).toBe(122);
    expect(decodePassCode(code)?.fields).toEqual({ eventId: 4_000_000_000, holderType: 'VEHICLE', holderId: 123_456, version: 7 });
    expect(decodePassCode(code.slice(1))).toBeNull();
    expect(decodePassCode(`${code.slice(0, -1)}1`)).toBeNull();
    expect(decodePassCode('')).toBeNull();
    // The last character carries 3 bits and 2 unused ones: a spelling with those set is refused.
    const last = code[code.length - 1];
    const other = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'['ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.indexOf(last) ^ 1];
    expect(decodePassCode(code.slice(0, -1) + other)).toBeNull();
  });
});
