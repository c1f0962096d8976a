import { describe, expect, it } from 'vitest';
import { CAPITAL_REGION_ID } from './constants.ts';
import {
  CAPITAL_REGION_CODE,
  cityIdParamsSchema,
  isCapitalRegion,
  normalisePsgcCode,
  provinceIdParamsSchema,
  regionIdParamsSchema,
  validateAddressSchema,
} from './locations.ts';

describe('normalisePsgcCode', () => {
  it("widens the spec's 9-digit capital region id to the 10-digit code", () => {
    expect(normalisePsgcCode('130000000')).toBe('1300000000');
    expect(normalisePsgcCode(CAPITAL_REGION_ID)).toBe(CAPITAL_REGION_CODE);
  });

  it('inserts the third province digit after the region: RR PP MM BBB -> RR 0PP MM BBB', () => {
    expect(normalisePsgcCode('140100000')).toBe('1400100000'); // Abra
    expect(normalisePsgcCode('072200000')).toBe('0702200000'); // Cebu
    expect(normalisePsgcCode('140101001')).toBe('1400101001'); // a barangay keeps its 3 digits
    expect(normalisePsgcCode('133900000')).toBe('1303900000'); // PSA's First District of the capital
  });

  it('leaves 10-digit codes, district codes and anything else unchanged', () => {
    expect(normalisePsgcCode('1380601000')).toBe('1380601000');
    expect(normalisePsgcCode('13D2000000')).toBe('13D2000000');
    expect(normalisePsgcCode('12')).toBe('12');
  });

  it('recognises the capital region in either form', () => {
    expect(isCapitalRegion('130000000')).toBe(true);
    expect(isCapitalRegion('1300000000')).toBe(true);
    expect(isCapitalRegion('0700000000')).toBe(false);
  });
});

describe('location id parameters', () => {
  it('accept 9- and 10-digit codes, and district codes only where a province may stand', () => {
    expect(regionIdParamsSchema.safeParse({ regionId: '130000000' }).success).toBe(true);
    expect(regionIdParamsSchema.safeParse({ regionId: '1300000000' }).success).toBe(true);
    expect(provinceIdParamsSchema.safeParse({ provinceId: '13D4000000' }).success).toBe(true);
    expect(cityIdParamsSchema.safeParse({ cityId: '13D4000000' }).success).toBe(false);
  });

  it.each(['abc', '12', '12345678901', "1' or '1'='1", '13D5000000', ''])('refuses %j', (id) => {
    const result = regionIdParamsSchema.safeParse({ regionId: id });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid region id');
    expect(provinceIdParamsSchema.safeParse({ provinceId: id }).error?.issues[0]?.message).toBe(
      'Invalid province id',
    );
  });
});

describe('validateAddressSchema', () => {
  it('treats an empty or missing barangay as not chosen yet', () => {
    const base = { region: '0700000000', province: '0702200000', city: '0730600000' };
    expect(validateAddressSchema.parse({ ...base, barangay: '' }).barangay).toBeUndefined();
    expect(validateAddressSchema.parse({ ...base, barangay: null }).barangay).toBeUndefined();
    expect(validateAddressSchema.parse(base).barangay).toBeUndefined();
    expect(validateAddressSchema.parse({ ...base, barangay: '0730600001' }).barangay).toBe('0730600001');
  });

  it('refuses codes that are not codes', () => {
    const result = validateAddressSchema.safeParse({
      region: 'NCR',
      province: 'x',
      city: '1',
      barangay: 'y',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Invalid region id',
      'Invalid province id',
      'Invalid city id',
      'Invalid barangay id',
    ]);
  });
});
