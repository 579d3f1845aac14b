import {
  COUNTRY_CODES,
  ITALIAN_PROVINCES,
  ITALIAN_REGIONS,
  findProvince,
  isCountryCode,
  isProvinceCode,
  isRegionCode,
  provincesOfRegion,
  regionName,
} from './index';

describe('Italian regions', () => {
  it('are the 20 regions with ISTAT codes 01…20 and names in both languages', () => {
    expect(ITALIAN_REGIONS).toHaveLength(20);
    expect(ITALIAN_REGIONS.map((r) => r.code)).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(2, '0')));
    for (const r of ITALIAN_REGIONS) {
      expect(r.it.trim()).not.toBe('');
      expect(r.en.trim()).not.toBe('');
    }
    expect(new Set(ITALIAN_REGIONS.map((r) => r.it)).size).toBe(20);
  });

  it('have known codes and names', () => {
    expect(regionName('12', 'it')).toBe('Lazio');
    expect(regionName('03', 'it')).toBe('Lombardia');
    expect(regionName('03', 'en')).toBe('Lombardy');
    expect(regionName('19', 'en')).toBe('Sicily');
    expect(regionName('20', 'it')).toBe('Sardegna');
    expect(regionName('21', 'it')).toBeUndefined();
  });

  it('isRegionCode takes exact codes only', () => {
    expect(isRegionCode('01')).toBe(true);
    expect(isRegionCode('20')).toBe(true);
    for (const bad of ['1', '00', '21', 'Lazio', '', 12, null, undefined]) expect(isRegionCode(bad)).toBe(false);
  });
});

describe('Italian provinces', () => {
  it('are the 110 current ones, with unique two-letter codes in existing regions', () => {
    expect(ITALIAN_PROVINCES.length).toBeGreaterThanOrEqual(100);
    expect(ITALIAN_PROVINCES).toHaveLength(110);
    const codes = ITALIAN_PROVINCES.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const p of ITALIAN_PROVINCES) {
      expect(p.code).toMatch(/^[A-Z]{2}$/);
      expect(p.name.trim()).not.toBe('');
      expect(isRegionCode(p.region)).toBe(true);
    }
  });

  it('every region has its provinces', () => {
    const counts = Object.fromEntries(ITALIAN_REGIONS.map((r) => [r.code, provincesOfRegion(r.code).length]));
    expect(counts).toEqual({
      '01': 8,
      '02': 1,
      '03': 12,
      '04': 2,
      '05': 7,
      '06': 4,
      '07': 4,
      '08': 9,
      '09': 10,
      '10': 2,
      '11': 5,
      '12': 5,
      '13': 4,
      '14': 2,
      '15': 5,
      '16': 6,
      '17': 2,
      '18': 5,
      '19': 9,
      '20': 8,
    });
  });

  it('have known codes, names and regions', () => {
    const rm = findProvince('RM')!;
    expect(rm.name).toBe('Roma');
    expect(regionName(rm.region, 'it')).toBe('Lazio');
    expect(findProvince(' mi ')).toEqual({ code: 'MI', name: 'Milano', region: '03' });
    expect(findProvince('BT')?.name).toBe('Barletta-Andria-Trani');
    expect(findProvince('MB')?.region).toBe('03');
    expect(findProvince('BZ')?.region).toBe('04');
    expect(findProvince('AO')?.region).toBe('02');
    expect(findProvince('XX')).toBeUndefined();
  });

  it('follow the 2026 Sardinian reorganisation: Sud Sardegna is gone, four provinces are new', () => {
    expect(
      provincesOfRegion('20')
        .map((p) => p.code)
        .sort(),
    ).toEqual(['CA', 'CI', 'NU', 'OG', 'OR', 'OT', 'SS', 'VS']);
    expect(isProvinceCode('SU')).toBe(false);
  });

  it('isProvinceCode takes upper-case codes only', () => {
    expect(isProvinceCode('RM')).toBe(true);
    expect(isProvinceCode('TO')).toBe(true);
    for (const bad of ['rm', 'Roma', 'R', 'RMA', 'EE', '', 1, null]) expect(isProvinceCode(bad)).toBe(false);
  });
});

describe('country codes', () => {
  it('are at least 240 unique ISO 3166-1 alpha-2 codes, sorted', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(240);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRY_CODES);
    for (const c of COUNTRY_CODES) expect(c).toMatch(/^[A-Z]{2}$/);
  });

  it('isCountryCode takes upper-case codes only', () => {
    for (const good of ['IT', 'FR', 'DE', 'US', 'GB', 'SM', 'VA', 'CH']) expect(isCountryCode(good)).toBe(true);
    for (const bad of ['it', 'ITA', 'UK', 'EL', 'ZZ', '', 380, null]) expect(isCountryCode(bad)).toBe(false);
  });
});
