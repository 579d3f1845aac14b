import { ATTENDEE_CODE_LENGTH, newAttendeeCode } from './attendee-code';

describe('newAttendeeCode', () => {
  it('draws 8 characters of Crockford base32 (no I, L, O, U), all of them in use', () => {
    const codes = Array.from({ length: 2000 }, newAttendeeCode);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(new Set(codes.join('')).size).toBe(32);
    expect(new Set(codes).size).toBe(codes.length);
    expect(ATTENDEE_CODE_LENGTH).toBe(8);
  });
});
