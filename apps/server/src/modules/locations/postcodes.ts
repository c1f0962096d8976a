import usePostalPH from 'use-postal-ph';
import { normalisePlaceName, normaliseProvinceName } from './place-names.ts';

// use-postal-ph (docs/integrations/psgc.md#postcodes) lists PHLPost's 4-digit codes by province ("location") and municipality,
// and in Metro Manila by city and area, without PSGC codes. We join on normalised names and store the
// result as a suggestion the customer can override. Its list predates a few re-codings (Maguindanao's
// split, the BARMM special geographic area), which the aliases below bridge.

export interface PostalEntry {
  /** Province, or the city in Metro Manila. */
  location: string;
  /** Municipality, or the area of a Metro Manila city. */
  municipality: string;
  postCode: string;
}

/** Province (normalised) -> the names the postal list files its towns under. */
const PROVINCE_ALIASES: Record<string, string[]> = {
  cotabato: ['north cotabato'],
  'maguindanao del norte': ['maguindanao'],
  'maguindanao del sur': ['maguindanao'],
  'city of isabela': ['basilan'],
  'special geographic area': ['north cotabato', 'maguindanao'],
};

/**
 * PSGC name -> the postal list's name for the same town: renamed towns ("Banna", formerly "Espiritu")
 * and spellings ("Getafe" / "Jetafe"). Tried only after the plain name, within the same province.
 */
const MUNICIPALITY_ALIASES: [psgcName: string, postalName: string][] = [
  ['Alfonso Lista', 'Potia'],
  ['Amai Manabilang', 'Bumbaran'],
  ['Bacolod-Kalawi', 'Bacolod Grande'],
  ['Bacong', 'Bacung'],
  ['Baliwag City', 'Baliuag'],
  ['Banna', 'Espiritu'],
  ['Bataraza', 'Batazara'],
  ['Bauko', 'Baukod'],
  ['Buguias', 'Bugias'],
  ['Calauan', 'Caluan'],
  ['Carranglan', 'Carrangalan'],
  ['Cortes', 'Cortez'],
  ['Daanbantayan', 'Daang-Bantayan'],
  ['Ditsaan-Ramain', 'Ramain-Ditsaan'],
  ['Dr. Jose P. Rizal', 'Rizal'],
  ['Enrique B. Magalona', 'Enrique Magalona'],
  ['Gen. S.K. Pendatun', 'General Salipada K. Pendatun'],
  ['General Emilio Aguinaldo', 'Gen. Aguinaldo'],
  ['General Mamerto Natividad', 'Gen. M. Natividad'],
  ['Getafe', 'Jetafe'],
  ['Isabela City', 'Isabela de Basilan'],
  ['Island Garden City of Samal', 'Samal'],
  ['Kabuntalan', 'Kabuntulan'],
  ['Kalingalan Caluang', 'Kalingalan Kalauang'],
  ['Lambayong', 'Mariano Marcos'],
  ['Lapinig', 'Lapineg'],
  ['Leon T. Postigo', 'Leon B. Postigo'],
  ['Lidlidda', 'Lidlida'],
  ['Naguilian', 'Naguillan'],
  ['Old Panamao', 'Panamao'],
  ['Ozamiz City', 'Ozamis City'],
  ['Pagagawan', 'Datu Montawal'],
  ['Paluan', 'Palauan'],
  ['Pangutaran', 'Panguntaran'],
  ['Paranas', 'Wright'],
  ['Pililla', 'Pilillia'],
  ['Pinukpuk', 'Pinukpok'],
  ['Pio V. Corpus', 'Pio V. Corpuz'],
  ['Polillo', 'Polilio'],
  ['Pres. Manuel A. Roxas', 'Roxas'],
  ['President Roxas', 'Pre. Roxas'],
  ['Rizal', 'Liwan'],
  ['Rodriguez', 'Montalban'],
  ['Salvador Benedicto', 'Don Salvador Benedicto'],
  ['San Policarpo', 'San Policarpio'],
  ['San Remigio', 'San Remegio'],
  ['Sasmuan', 'Sexmoan'],
  ['Science City of Muñoz', 'Muñoz'],
  ['Sergio Osmeña Sr.', 'Sergio Osmeña'],
  ['Sirawai', 'Siraway'],
  ['Sominot', 'Don Mariano Marcos'],
  ['Sultan Dumalondong', 'Sultan Domalondong'],
  ['Talitay', 'Sultan Sumagka'],
  ['Talugtug', 'Talugtog'],
  ['Tongkil', 'Banguingui'],
  ['Trece Martires City', 'Trece Martirez City'],
  ['Turtle Islands', 'Turtle Island'],
  ['Vincenzo A. Sagun', 'Vicencio Sagun'],
];

// Towns compare without spaces too: "Sapi-An" / "Sapian", "Mataasnakahoy" / "Mataas na Kahoy".
const townKey = (name: string) => normalisePlaceName(name).replaceAll(' ', '');

const postalNamesOf = new Map<string, string[]>();
for (const [psgcName, postalName] of MUNICIPALITY_ALIASES) {
  const key = townKey(psgcName);
  postalNamesOf.set(key, [...(postalNamesOf.get(key) ?? []), townKey(postalName)]);
}

export function loadPostalEntries(): PostalEntry[] {
  return usePostalPH()
    .fetchDataLists()
    .data.filter((entry) => entry.location && entry.municipality && entry.post_code !== undefined)
    .map((entry) => ({
      location: String(entry.location),
      municipality: String(entry.municipality),
      postCode: String(entry.post_code).padStart(4, '0'),
    }))
    .filter((entry) => /^[0-9]{4}$/.test(entry.postCode));
}

export interface PostcodeFinder {
  /** A municipality or city of a province. */
  forMunicipality(provinceName: string, municipalityName: string): string | null;
  /** A Metro Manila city as a whole: its central post office's code. */
  forMetroCity(cityName: string): string | null;
  /** A part of a Metro Manila city (Manila's sub-municipalities: "Tondo I/II", "Sampaloc"). */
  forMetroArea(cityName: string, areaName: string): string | null;
}

function lowest(codes: Iterable<string>): string | null {
  let best: string | null = null;
  for (const code of codes) if (best === null || code < best) best = code;
  return best;
}

// "Manila CPO - Ermita" is Ermita; "Sta Cruz North" and "Tondo I/II" are Santa Cruz and Tondo.
function areaKey(name: string): string {
  return normalisePlaceName(name)
    .replace(/^manila cpo /, '')
    .replace(/( (north|south|east|west|i|ii|iii))+$/, '');
}

export function createPostcodeFinder(entries: PostalEntry[]): PostcodeFinder {
  const byProvince = new Map<string, Map<string, string[]>>();
  const byLocation = new Map<string, PostalEntry[]>();
  for (const entry of entries) {
    const province = normaliseProvinceName(entry.location);
    const towns = byProvince.get(province) ?? new Map<string, string[]>();
    byProvince.set(province, towns);
    const town = townKey(entry.municipality);
    towns.set(town, [...(towns.get(town) ?? []), entry.postCode]);
    const location = normalisePlaceName(entry.location);
    byLocation.set(location, [...(byLocation.get(location) ?? []), entry]);
  }

  return {
    forMunicipality(provinceName, municipalityName) {
      const province = normaliseProvinceName(provinceName);
      const town = townKey(municipalityName);
      for (const postalProvince of [province, ...(PROVINCE_ALIASES[province] ?? [])]) {
        const towns = byProvince.get(postalProvince);
        for (const name of [town, ...(postalNamesOf.get(town) ?? [])]) {
          const codes = towns?.get(name);
          if (codes) return lowest(codes);
        }
      }
      return null;
    },
    forMetroCity(cityName) {
      const city = normalisePlaceName(cityName);
      const cityEntries = byLocation.get(city) ?? [];
      // The central post office's code ("Makati CPO", "Malabon", Quezon City's "Central"), else the lowest.
      const central = cityEntries.filter((entry) => {
        const area = normalisePlaceName(entry.municipality);
        return area.split(' ').includes('cpo') || area === city || area === 'central';
      });
      return lowest((central.length > 0 ? central : cityEntries).map((entry) => entry.postCode));
    },
    forMetroArea(cityName, areaName) {
      const area = areaKey(areaName);
      const cityEntries = byLocation.get(normalisePlaceName(cityName)) ?? [];
      return lowest(
        cityEntries.filter((entry) => areaKey(entry.municipality) === area).map((entry) => entry.postCode),
      );
    },
  };
}
