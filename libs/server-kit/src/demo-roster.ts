// The demo programme's racing riders, one list for every service's seed (docs/testing.md "Demo data"): identity creates
// their accounts and bikes (rider-seed-01…), the events seed places them in the past events' results, and payouts'
// demo activity spends their money at the seeded dealers. Fixed values, so every machine seeds the same programme.

export type DemoBikeValidity = 'verified' | 'invalid' | 'unverified';
export type DemoSex = 'male' | 'female' | 'nonbinary';

/** first, last, country, city, state, postal code, sex, born, racing type, pro, bikes ([model index, year, validity]), e-mail verified. */
export type DemoRosterRow = readonly [
  first: string,
  last: string,
  country: 'US' | 'CA',
  city: string,
  state: string,
  zip: string,
  sex: DemoSex,
  born: string,
  racing: string,
  pro: boolean,
  bikes: ReadonlyArray<readonly [modelIndex: number, year: number, valid: DemoBikeValidity]>,
  verified?: boolean,
];

// prettier-ignore
export const DEMO_ROSTER_ROWS: readonly DemoRosterRow[] = [
  ['Tyler', 'Brooks', 'US', 'Corona', 'CA', '92879', 'male', '1999-04-12', 'motocross', true, [[0, 2025, 'verified']]],
  ['Kayla', 'Nguyen', 'US', 'Phoenix', 'AZ', '85004', 'female', '2003-09-30', 'motocross', false, [[1, 2024, 'verified']]],
  ['Marcus', 'Hill', 'US', 'Austin', 'TX', '78701', 'male', '1996-01-22', 'supercross', true, [[0, 2024, 'verified'], [1, 2023, 'verified']]],
  ['Sofia', 'Ramirez', 'US', 'San Antonio', 'TX', '78205', 'female', '2005-06-14', 'motocross', false, [[1, 2025, 'unverified']]],
  ['Ethan', 'Walsh', 'US', 'Ocala', 'FL', '34471', 'male', '2001-11-03', 'offroad', false, [[2, 2024, 'verified']]],
  ['Hannah', 'Cole', 'US', 'Tampa', 'FL', '33602', 'female', '1998-02-17', 'road', false, [[4, 2023, 'verified']]],
  ['Jacob', 'Turner', 'US', 'Columbus', 'OH', '43215', 'male', '2000-07-08', 'flat', true, [[3, 2025, 'verified']]],
  ['Olivia', 'Price', 'US', 'Denver', 'CO', '80202', 'female', '2004-03-25', 'offroad', false, [[2, 2023, 'invalid']]],
  ['Noah', 'Bennett', 'US', 'Boise', 'ID', '83702', 'male', '1997-12-01', 'offroad', false, [[2, 2022, 'verified']]],
  ['Ava', 'Foster', 'US', 'Reno', 'NV', '89501', 'female', '2002-05-19', 'supermoto', false, [[4, 2024, 'verified']]],
  ['Logan', 'Reed', 'US', 'Atlanta', 'GA', '30303', 'male', '1995-08-29', 'supercross', true, [[0, 2025, 'verified']]],
  ['Mia', 'Sanders', 'US', 'Nashville', 'TN', '37201', 'female', '2006-10-10', 'motocross', false, [[1, 2024, 'unverified']], false],
  ['Caleb', 'Morgan', 'US', 'Charlotte', 'NC', '28202', 'male', '1999-01-05', 'motocross', false, [[0, 2023, 'verified']]],
  ['Zoe', 'Bryant', 'US', 'Portland', 'OR', '97204', 'female', '2001-04-02', 'mototrials', false, [[2, 2021, 'verified']]],
  ['Dylan', 'Hayes', 'US', 'Salt Lake City', 'UT', '84101', 'male', '1994-06-27', 'offroad', false, [[2, 2025, 'invalid'], [0, 2024, 'verified']]],
  ['Grace', 'Jenkins', 'US', 'Harrisburg', 'PA', '17101', 'female', '2003-12-12', 'flat', false, []],
  ['Ryan', 'Perry', 'US', 'Indianapolis', 'IN', '46204', 'male', '1998-09-09', 'road', false, [[4, 2025, 'verified']]],
  ['Chloe', 'Powell', 'US', 'Sacramento', 'CA', '95814', 'nonbinary', '2002-02-28', 'supermoto', false, [[4, 2022, 'unverified']]],
  ['Austin', 'Long', 'US', 'Oklahoma City', 'OK', '73102', 'male', '1997-05-15', 'motocross', false, [[1, 2023, 'verified']], false],
  ['Lily', 'Patterson', 'US', 'Millville', 'MN', '55957', 'female', '2000-08-21', 'motocross', false, [[1, 2025, 'verified']]],
  ['Liam', 'Tremblay', 'CA', 'Montréal', 'QC', 'H2Y 1C6', 'male', '1999-03-11', 'motocross', true, [[0, 2025, 'verified']]],
  ['Emma', 'Gagnon', 'CA', 'Québec', 'QC', 'G1R 4P5', 'female', '2004-07-07', 'offroad', false, [[2, 2024, 'verified']]],
  ['Lucas', 'Roy', 'CA', 'Toronto', 'ON', 'M5H 2N2', 'male', '2001-10-30', 'supercross', false, [[0, 2023, 'verified']]],
  ['Charlotte', 'Wilson', 'CA', 'Ottawa', 'ON', 'K1P 1J1', 'female', '1996-12-24', 'road', false, [[4, 2024, 'unverified']]],
  ['Benjamin', 'MacDonald', 'CA', 'Halifax', 'NS', 'B3J 3A5', 'male', '2002-04-16', 'flat', false, [[3, 2024, 'verified']]],
  ['Amelia', 'Campbell', 'CA', 'Calgary', 'AB', 'T2P 2M5', 'female', '2005-01-09', 'motocross', false, [[1, 2025, 'verified']]],
  ['William', 'Anderson', 'CA', 'Edmonton', 'AB', 'T5J 0N3', 'male', '1995-11-18', 'offroad', false, [[2, 2025, 'invalid']]],
  ['Ella', 'Martin', 'CA', 'Vancouver', 'BC', 'V6B 1A1', 'female', '2003-06-06', 'supermoto', false, [[4, 2025, 'verified']]],
  ['James', 'Lavoie', 'CA', 'Winnipeg', 'MB', 'R3C 4T3', 'male', '1998-03-03', 'motocross', false, [[0, 2024, 'verified']]],
  ['Nora', 'Fraser', 'CA', 'Regina', 'SK', 'S4P 3Y2', 'female', '2000-09-14', 'mototrials', false, [[2, 2022, 'verified']]],
];

/** The account id of the roster's rider at `index` (0-based): `rider-seed-01`… */
export const demoRosterId = (index: number): string => `rider-seed-${String(index + 1).padStart(2, '0')}`;

/** The demo make's models, by the roster's model index (identity adds each one's VIN code). */
export const DEMO_MODEL_NAMES = ['MX 450F', 'MX 250F', 'EX 300', 'FT 750', 'SM 690'] as const;

/** What the events seed needs to place a roster rider in results. */
export interface DemoRacer {
  id: string;
  name: string;
  country: 'US' | 'CA';
  hometown: string;
  racingType: string;
  pro: boolean;
  female: boolean;
  /** The timing sheet's bike text: their first bike, e.g. "2025 Apex MX 450F" (no bike: the make alone). */
  bike: string;
}

export const DEMO_RACERS: readonly DemoRacer[] = DEMO_ROSTER_ROWS.map(([first, last, country, city, state, , sex, , racingType, pro, bikes], index) => {
  const [modelIndex, year] = bikes[0] ?? [];
  return {
    id: demoRosterId(index),
    name: `${first} ${last}`,
    country,
    hometown: `${city}, ${state}`,
    racingType,
    pro,
    female: sex === 'female',
    bike: modelIndex === undefined ? 'Apex' : `${year} Apex ${DEMO_MODEL_NAMES[modelIndex % DEMO_MODEL_NAMES.length]}`,
  };
});

/** The event types a rider of each racing type enters (a motocross rider also races supercross and off-road motos). */
export const RACES_ENTERED: Readonly<Record<string, readonly string[]>> = {
  motocross: ['motocross', 'offroad_moto', 'supercross'],
  supercross: ['supercross', 'motocross'],
  offroad: ['offroad', 'offroad_moto'],
  mototrials: ['mototrials', 'offroad'],
  flat: ['flat'],
  road: ['road'],
  supermoto: ['supermoto', 'road'],
};

/** The dealers where the demo riders spend their credit, by country (ids as identity seeds them; all active). */
export const DEMO_TILL_DEALERS: Readonly<Record<'US' | 'CA', ReadonlyArray<{ id: string; name: string }>>> = {
  US: [
    { id: 'dealer-demo', name: 'Demo Powersports' },
    { id: 'dealer-02', name: 'Lone Star Moto' },
    { id: 'dealer-03', name: 'Sunshine Cycles' },
    { id: 'dealer-04', name: 'Buckeye Powersports' },
    { id: 'dealer-05', name: 'Front Range Motorsports' },
    { id: 'dealer-10', name: 'Peach State Powersports' },
  ],
  CA: [
    { id: 'dealer-07', name: 'Moto Laurentides' },
    { id: 'dealer-08', name: 'Lakeshore Moto' },
    { id: 'dealer-09', name: 'Coastal Powersports' },
    { id: 'dealer-13', name: 'Prairie Sky Motorsports' },
  ],
};

/** FNV-1a of a text: the seeds' fixed choices per id (an event's random stream, a lot's activity), the same on every machine. */
export function demoHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
