import { describe, expect, it } from 'vitest';
import { chooseLocation, type LocationChoice, levelsBelow } from './location-cascade.ts';

const chosen: LocationChoice = {
  fields: {
    region_id: '0400000000',
    province_id: '0402100000',
    city_id: '0402105000',
    barangay_id: '0402105012',
    postcode: '4114',
  },
  suggestedPostcode: '4114',
};

describe('levelsBelow', () => {
  it('lists the dependent levels nearest first', () => {
    expect(levelsBelow('region_id')).toEqual(['province_id', 'city_id', 'barangay_id']);
    expect(levelsBelow('city_id')).toEqual(['barangay_id']);
    expect(levelsBelow('barangay_id')).toEqual([]);
  });
});

describe('chooseLocation', () => {
  it('resets province, city and barangay when the region changes', () => {
    const next = chooseLocation(chosen, 'region_id', '1300000000');
    expect(next.fields).toEqual({
      region_id: '1300000000',
      province_id: '',
      city_id: '',
      barangay_id: '',
      postcode: '',
    });
    expect(next.suggestedPostcode).toBe('');
  });

  it('resets city and barangay when the province (or district) changes', () => {
    const next = chooseLocation(chosen, 'province_id', '13D1000000');
    expect(next.fields).toMatchObject({ region_id: '0400000000', province_id: '13D1000000', city_id: '' });
    expect(next.fields.barangay_id).toBe('');
  });

  it('resets only the barangay when the city changes, and suggests the new city postcode', () => {
    const next = chooseLocation(chosen, 'city_id', '0402106000', '4116');
    expect(next.fields).toEqual({
      ...chosen.fields,
      city_id: '0402106000',
      barangay_id: '',
      postcode: '4116',
    });
    expect(next.suggestedPostcode).toBe('4116');
  });

  it('keeps everything when the barangay changes', () => {
    const next = chooseLocation(chosen, 'barangay_id', '0402105013');
    expect(next.fields).toEqual({ ...chosen.fields, barangay_id: '0402105013' });
    expect(next.suggestedPostcode).toBe('4114');
  });

  it('changes nothing when the same value is chosen again', () => {
    expect(chooseLocation(chosen, 'region_id', '0400000000')).toBe(chosen);
  });

  it('fills an empty postcode from the chosen city', () => {
    const empty: LocationChoice = {
      fields: {
        region_id: '0400000000',
        province_id: '0402100000',
        city_id: '',
        barangay_id: '',
        postcode: '',
      },
      suggestedPostcode: '',
    };
    expect(chooseLocation(empty, 'city_id', '0402105000', '4114')).toEqual({
      fields: { ...empty.fields, city_id: '0402105000', postcode: '4114' },
      suggestedPostcode: '4114',
    });
  });

  it('never overwrites a postcode the customer typed', () => {
    const typed: LocationChoice = { ...chosen, fields: { ...chosen.fields, postcode: '4100' } };
    const byCity = chooseLocation(typed, 'city_id', '0402106000', '4116');
    expect(byCity.fields.postcode).toBe('4100');
    expect(byCity.suggestedPostcode).toBe('');
    expect(chooseLocation(typed, 'region_id', '0300000000').fields.postcode).toBe('4100');
  });

  it('withdraws a suggestion when the new city has no postcode', () => {
    const next = chooseLocation(chosen, 'city_id', '0402106000', null);
    expect(next.fields.postcode).toBe('');
    expect(next.suggestedPostcode).toBe('');
  });

  it('withdraws a suggestion when the city is cleared', () => {
    expect(chooseLocation(chosen, 'city_id', '', '4114').fields.postcode).toBe('');
  });
});
