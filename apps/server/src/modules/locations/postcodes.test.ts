import { describe, expect, it } from 'vitest';
import { normalisePlaceName, normaliseProvinceName } from './place-names.ts';
import { createPostcodeFinder, loadPostalEntries } from './postcodes.ts';

describe('normalisePlaceName', () => {
  it.each([
    ['City of Mandaluyong', 'mandaluyong'],
    ['Mandaluyong City', 'mandaluyong'],
    ['Quezon City', 'quezon'],
    ['Parañaque City', 'paranaque'],
    ['Las Piñas', 'las pinas'],
    ['Sta. Cruz', 'santa cruz'],
    ['Sto Tomas (Capital)', 'santo tomas'],
    ['Gen. Trias', 'general trias'],
    ['Lapu-Lapu City', 'lapu lapu'],
    ["Brooke's Point", 'brooke s point'],
    ['Davao de Oro (Compostela Valley)', 'davao de oro'],
    ['Science City of Muñoz', 'science city of munoz'],
  ])('%j -> %j', (name, key) => {
    expect(normalisePlaceName(name)).toBe(key);
  });

  it('keeps "City" in province names, where it tells a city entry from a province', () => {
    expect(normaliseProvinceName('City of Isabela')).toBe('city of isabela');
    expect(normaliseProvinceName('Isabela')).toBe('isabela');
    expect(normaliseProvinceName('Quezon Province')).toBe('quezon');
    expect(normaliseProvinceName('Quezon')).toBe('quezon');
  });
});

describe('createPostcodeFinder', () => {
  const finder = createPostcodeFinder([
    { location: 'Cebu', municipality: 'Cebu City', postCode: '6000' },
    { location: 'Cebu', municipality: 'Mactan Airport', postCode: '6016' },
    { location: 'Capiz', municipality: 'Sapian', postCode: '5806' },
    { location: 'Ilocos Norte', municipality: 'Espiritu', postCode: '2908' },
    { location: 'Maguindanao', municipality: 'Upi', postCode: '9602' },
    { location: 'Makati City', municipality: 'Bel-air', postCode: '1209' },
    { location: 'Makati City', municipality: 'Makati CPO (Inc. Buendia Avenue)', postCode: '1200' },
    { location: 'Pateros', municipality: 'Sta. Ana', postCode: '1621' },
    { location: 'Pateros', municipality: 'Aguho', postCode: '1620' },
    { location: 'Manila', municipality: 'Tondo North', postCode: '1013' },
    { location: 'Manila', municipality: 'Tondo South', postCode: '1012' },
    { location: 'Manila', municipality: 'Manila CPO - Ermita', postCode: '1000' },
  ]);

  it('matches a town by province and normalised name, with or without spaces and hyphens', () => {
    expect(finder.forMunicipality('Cebu', 'Cebu City')).toBe('6000');
    expect(finder.forMunicipality('Capiz', 'Sapi-An')).toBe('5806');
    expect(finder.forMunicipality('Bohol', 'Cebu City')).toBeNull();
  });

  it('bridges renamed towns and split provinces through the alias tables', () => {
    expect(finder.forMunicipality('Ilocos Norte', 'Banna')).toBe('2908');
    expect(finder.forMunicipality('Maguindanao del Sur', 'Upi')).toBe('9602');
  });

  it("gives a capital city its central post office's code, else its lowest", () => {
    expect(finder.forMetroCity('Makati City')).toBe('1200');
    expect(finder.forMetroCity('Pateros')).toBe('1620');
    expect(finder.forMetroCity('Atlantis City')).toBeNull();
  });

  it("matches Manila's sub-municipalities to the postal areas named after them", () => {
    expect(finder.forMetroArea('Manila City', 'Tondo I/II')).toBe('1012');
    expect(finder.forMetroArea('Manila City', 'Ermita')).toBe('1000');
    expect(finder.forMetroArea('Manila City', 'Intramuros')).toBeNull();
  });

  it('reads 4-digit codes from use-postal-ph', () => {
    const entries = loadPostalEntries();
    expect(entries.length).toBeGreaterThan(1900);
    expect(entries.every((entry) => /^[0-9]{4}$/.test(entry.postCode))).toBe(true);
    expect(entries).toContainEqual({ location: 'Cebu', municipality: 'Cebu City', postCode: '6000' });
  });
});
