/**
 * The regions the shop taxes by (docs/decisions/049): ISO 3166-2 subdivisions of the countries whose tax differs by
 * region (United States: states, DC and territories; Canada: provinces and territories). A region of one of these
 * countries is stored and compared as its code without the country prefix ("NY", "QC"), whatever spelling was
 * given ("New York", "N.Y.", "ny", "US-NY"); anything else is refused, so a rate cannot be dodged by spelling.
 * Other countries (the EU's VAT is one rate a country) keep the region as written: it picks no rate of its own.
 */
import type * as yup from 'yup';

export interface Subdivision {
  code: string;
  name: string;
}

const list = (text: string): Subdivision[] =>
  text.split(';').map((pair) => {
    const [code, name] = pair.split('=');
    return { code, name };
  });

export const SUBDIVISIONS: Readonly<Record<string, readonly Subdivision[]>> = {
  US: list(
    'AL=Alabama;AK=Alaska;AZ=Arizona;AR=Arkansas;CA=California;CO=Colorado;CT=Connecticut;DE=Delaware;' +
      'DC=District of Columbia;FL=Florida;GA=Georgia;HI=Hawaii;ID=Idaho;IL=Illinois;IN=Indiana;IA=Iowa;KS=Kansas;' +
      'KY=Kentucky;LA=Louisiana;ME=Maine;MD=Maryland;MA=Massachusetts;MI=Michigan;MN=Minnesota;MS=Mississippi;' +
      'MO=Missouri;MT=Montana;NE=Nebraska;NV=Nevada;NH=New Hampshire;NJ=New Jersey;NM=New Mexico;NY=New York;' +
      'NC=North Carolina;ND=North Dakota;OH=Ohio;OK=Oklahoma;OR=Oregon;PA=Pennsylvania;RI=Rhode Island;' +
      'SC=South Carolina;SD=South Dakota;TN=Tennessee;TX=Texas;UT=Utah;VT=Vermont;VA=Virginia;WA=Washington;' +
      'WV=West Virginia;WI=Wisconsin;WY=Wyoming;AS=American Samoa;GU=Guam;MP=Northern Mariana Islands;' +
      'PR=Puerto Rico;UM=United States Minor Outlying Islands;VI=U.S. Virgin Islands',
  ),
  CA: list(
    'AB=Alberta;BC=British Columbia;MB=Manitoba;NB=New Brunswick;NL=Newfoundland and Labrador;' +
      'NS=Nova Scotia;NT=Northwest Territories;NU=Nunavut;ON=Ontario;PE=Prince Edward Island;QC=Quebec;' +
      'SK=Saskatchewan;YT=Yukon',
  ),
};

/** Other names people write for a region (compared as matchKey gives them). */
const ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  US: {
    'WASHINGTON DC': 'DC',
    'WASHINGTON D C': 'DC',
    'DISTRICT OF COLUMBIA': 'DC',
    'VIRGIN ISLANDS': 'VI',
    'US VIRGIN ISLANDS': 'VI',
    'UNITED STATES VIRGIN ISLANDS': 'VI',
    'NORTHERN MARIANAS': 'MP',
    'MINOR OUTLYING ISLANDS': 'UM',
  },
  CA: {
    NEWFOUNDLAND: 'NL',
    LABRADOR: 'NL',
    NF: 'NL',
    PQ: 'QC',
    PEI: 'PE',
    YUKON: 'YT',
    'YUKON TERRITORY': 'YT',
    'NORTHWEST TERRITORY': 'NT',
    'NW TERRITORIES': 'NT',
  },
};

/** How a spelling is compared: accents, dots and case ignored, spaces collapsed ("N.Y." -> "NY", "Québec" -> "QUEBEC"). */
const matchKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\./g, ' ')
    .replace(/[\s_-]+/g, ' ')
    .trim()
    .toUpperCase();

const LOOKUP: Readonly<Record<string, ReadonlyMap<string, string>>> = Object.fromEntries(
  Object.entries(SUBDIVISIONS).map(([country, subs]) => {
    const map = new Map<string, string>();
    for (const { code, name } of subs) {
      map.set(code, code);
      map.set(matchKey(name), code);
      map.set(`${country} ${code}`, code);
    }
    for (const [alias, code] of Object.entries(ALIASES[country] ?? {})) map.set(alias, code);
    return [country, map];
  }),
);

/** The subdivisions of `country` the shop lists, or none (then the region is free text). */
export const subdivisionsOf = (country: string | null | undefined): readonly Subdivision[] =>
  SUBDIVISIONS[(country ?? '').trim().toUpperCase()] ?? [];

/** What to call the region field's choices for a country ("state", "province or territory"). */
export const regionWord = (country: string | null | undefined): string =>
  (country ?? '').trim().toUpperCase() === 'CA' ? 'province or territory' : 'state';

export type RegionAnswer = { ok: true; region: string | null } | { ok: false; message: string };

/**
 * The region of an address in `country` as stored: the subdivision's code for a listed country ("New York",
 * "N.Y.", "ny", "US-NY" -> "NY"), refused when it names none; the text as given (trimmed, spaces collapsed) for
 * any other country; null when empty.
 */
export function normalizeRegion(country: string | null | undefined, region: unknown): RegionAnswer {
  if (region === null || region === undefined) return { ok: true, region: null };
  if (typeof region !== 'string') return { ok: false, message: 'State or region must be text' };
  const given = region.trim().replace(/\s+/g, ' ');
  if (given === '') return { ok: true, region: null };
  const c = (country ?? '').trim().toUpperCase();
  const lookup = LOOKUP[c];
  if (!lookup) return { ok: true, region: given };
  const key = matchKey(given);
  // Letters spelled apart ("N. Y." -> "N Y") are the code; nothing else is joined up.
  const code =
    lookup.get(key) ??
    (/^([A-Z] )+[A-Z]$/.test(key) ? lookup.get(key.replace(/ /g, '')) : undefined) ??
    (key.startsWith(`${c} `) ? lookup.get(key.slice(c.length + 1)) : undefined);
  return code
    ? { ok: true, region: code }
    : { ok: false, message: `Choose a ${regionWord(c)} from the list` };
}

/** The region as rates compare it: the code for a listed country, else upper case with spaces collapsed. */
export function canonicalRegion(
  country: string | null | undefined,
  region: string | null | undefined,
): string {
  const answer = normalizeRegion(country, region ?? null);
  const text = answer.ok ? (answer.region ?? '') : String(region ?? '');
  return text.trim().replace(/\s+/g, ' ').toUpperCase();
}

/**
 * `schema` (an address or a rate) with its region field checked against its country field: a known spelling is
 * stored as the code, an unknown one is refused on the region field.
 */
export function withKnownRegion<S extends yup.AnyObjectSchema>(
  schema: S,
  region: string,
  country: string,
): S {
  return schema
    .transform((v: unknown) => {
      if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
      const o = v as Record<string, unknown>;
      const answer = normalizeRegion(
        typeof o[country] === 'string' ? (o[country] as string) : null,
        o[region],
      );
      return answer.ok && typeof o[region] === 'string' && answer.region !== null
        ? { ...o, [region]: answer.region }
        : o;
    })
    .test(
      'region',
      'Choose a state or region from the list',
      function known(v: Record<string, unknown> | undefined) {
        if (!v) return true;
        const answer = normalizeRegion(
          typeof v[country] === 'string' ? (v[country] as string) : null,
          v[region],
        );
        return answer.ok || this.createError({ path: region, message: answer.message });
      },
    ) as S;
}

/** The region's name for people ("NY" -> "New York"); the text as given where the country has no list. */
export function regionName(
  country: string | null | undefined,
  region: string | null | undefined,
): string | null {
  const answer = normalizeRegion(country, region ?? null);
  if (!answer.ok || answer.region === null) return region ?? null;
  return subdivisionsOf(country).find((s) => s.code === answer.region)?.name ?? answer.region;
}
