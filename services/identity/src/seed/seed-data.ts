import { yearCodeOf, type VinReason } from '@rr/contracts';
import { DEMO_MODEL_NAMES, DEMO_ROSTER_ROWS, demoRosterId } from '@rr/server-kit/demo-roster';
import type { BikeValidity, PromoterStatus, Sex } from '../data-access/models/index.js';
import { withCheckDigit } from '../domain/vin.js';

/**
 * Demo data: fixed ids, fixed values, so every run (and every machine) seeds the same programme.
 * Every account's password is `Password1` (SEED_PASSWORD); the demo rider's PIN is `1234`.
 */
export const SEED_PASSWORD = 'Password1';
export const SEED_RIDER_PIN = '1234';

/** The VIN model code of each of the demo make's models (DEMO_MODEL_NAMES, same order). */
const MODELS = ['MX450', 'MX250', 'EX300', 'FT750', 'SM690'].map((code, index) => ({ code, model: DEMO_MODEL_NAMES[index]! }));
const YEAR_CODES: Record<number, string> = { 2021: 'M', 2022: 'N', 2023: 'P', 2024: 'R', 2025: 'S' };
export const SEED_MAKE = 'Apex';

export function seedModelName(modelIndex: number): string {
  return MODELS[modelIndex % MODELS.length]!.model;
}

/** A well-formed VIN for the demo make: WMI `5RR`, model code, check digit, year code, plant `A`, serial. */
export function seedVin(modelIndex: number, year: number, serial: number): string {
  const { code } = MODELS[modelIndex % MODELS.length]!;
  return withCheckDigit(`5RR${code}0${YEAR_CODES[year] ?? 'S'}A${String(serial).padStart(6, '0')}`);
}

export interface SeedBike {
  id: string;
  modelIndex: number;
  year: number;
  valid: BikeValidity;
}

export interface SeedRider {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  country: 'US' | 'CA';
  city: string;
  state: string;
  zipcode: string;
  sex: Sex;
  dateOfBirth: string;
  racingType: string;
  pro: boolean;
  emailVerified: boolean;
  deactivated?: boolean;
  withPin?: boolean;
  bikes: SeedBike[];
}

const emailOf = (first: string, last: string) =>
  `${first}.${last}@example.com`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export const SEED_RIDERS: SeedRider[] = [
  {
    id: 'rider-demo',
    email: 'rider@example.com',
    firstName: 'Jordan',
    lastName: 'Miller',
    country: 'US',
    city: 'Murrieta',
    state: 'CA',
    zipcode: '92562',
    sex: 'male',
    dateOfBirth: '2000-05-20',
    racingType: 'motocross',
    pro: false,
    emailVerified: true,
    withPin: true,
    bikes: [{ id: 'bike-rider-demo-1', modelIndex: 0, year: 2024, valid: 'verified' }],
  },
  {
    id: 'rider-deactivated',
    email: 'rider-deactivated@example.com',
    firstName: 'Casey',
    lastName: 'Doyle',
    country: 'US',
    city: 'Bakersfield',
    state: 'CA',
    zipcode: '93301',
    sex: 'male',
    dateOfBirth: '1993-02-11',
    racingType: 'motocross',
    pro: false,
    emailVerified: true,
    deactivated: true,
    bikes: [{ id: 'bike-rider-deactivated-1', modelIndex: 1, year: 2023, valid: 'verified' }],
  },
  ...DEMO_ROSTER_ROWS.map(([firstName, lastName, country, city, state, zipcode, sex, dateOfBirth, racingType, pro, bikes, verified], index): SeedRider => {
    const id = demoRosterId(index);
    return {
      id,
      email: emailOf(firstName, lastName),
      firstName,
      lastName,
      country,
      city,
      state,
      zipcode,
      sex,
      dateOfBirth,
      racingType,
      pro,
      emailVerified: verified ?? true,
      withPin: index % 3 === 0,
      bikes: bikes.map(([modelIndex, year, valid], b) => ({ id: `bike-${id}-${b + 1}`, modelIndex, year, valid })),
    };
  }),
];

/**
 * The demo make's VIN patterns (docs/vin.md): WMI `5RR`, the model code, any check digit (`*`), the year code. The
 * seeded bikes' statuses agree with them: 'verified' bikes match a verified pattern, 'invalid' ones are EX 300s of
 * model years the programme does not accept (2023, 2025), and the 'unverified' ones were registered before a check
 * ran (reason notChecked). A "Verify bikes" on a fresh demo therefore changes only those: three become verified, and
 * Chloe Powell's SM 690 2022 stays unverified until staff verify its pending pattern.
 */
export interface SeedVinPattern {
  id: string;
  pattern: string;
  model: string;
  year: number;
  verified: boolean;
}

const SEED_PATTERN_YEARS: Array<[modelIndex: number, years: number[], pending?: number[]]> = [
  [0, [2023, 2024, 2025, 2026]],
  [1, [2023, 2024, 2025, 2026]],
  [2, [2021, 2022, 2024, 2026]],
  [3, [2024, 2025, 2026]],
  [4, [2023, 2024, 2025, 2026], [2022]],
];

export const SEED_VIN_PATTERNS: SeedVinPattern[] = SEED_PATTERN_YEARS.flatMap(([modelIndex, years, pending = []]) => {
  const { code, model } = MODELS[modelIndex]!;
  return [...years.map((year) => [year, true] as const), ...pending.map((year) => [year, false] as const)].map(([year, verified]) => ({
    id: `vin-pattern-${code.toLowerCase()}-${year}`,
    pattern: `5RR${code}*${yearCodeOf(year)}`,
    model,
    year,
    verified,
  }));
});

/** Why a seeded bike has its status (see SEED_VIN_PATTERNS). */
export function seedBikeReason(bike: SeedBike): VinReason {
  if (bike.valid === 'verified') return 'matched';
  if (bike.valid === 'invalid') return 'notAccepted';
  return 'notChecked';
}

/** Serial numbers of seeded VINs: rider position × 10 + bike position, so every VIN differs. */
export function seedBikeVin(riderIndex: number, bikeIndex: number, bike: SeedBike): string {
  return seedVin(bike.modelIndex, bike.year, 100_000 + riderIndex * 10 + bikeIndex);
}

export interface SeedDealer {
  id: string;
  email: string;
  name: string;
  dealerCode: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  zipcode: string;
  country: 'US' | 'CA';
  phone: string;
  websiteUrl: string;
  active: boolean;
  /** Invited by the programme team and no password chosen yet (the dealer-logins page shows it "invited"). */
  invited?: boolean;
}

// prettier-ignore
export const SEED_DEALERS: SeedDealer[] = [
  { id: 'dealer-demo', email: 'dealer@example.com', name: 'Demo Powersports', dealerCode: 'D10001', addressLine1: '41200 Motor Car Pkwy', city: 'Temecula', state: 'CA', zipcode: '92591', country: 'US', phone: '9515550101', websiteUrl: 'https://demo-powersports.example.com', active: true },
  { id: 'dealer-02', email: 'lonestar.moto@example.com', name: 'Lone Star Moto', dealerCode: 'D10002', addressLine1: '1200 N Lamar Blvd', city: 'Austin', state: 'TX', zipcode: '78703', country: 'US', phone: '5125550102', websiteUrl: 'https://lonestar-moto.example.com', active: true },
  { id: 'dealer-03', email: 'sunshine.cycles@example.com', name: 'Sunshine Cycles', dealerCode: 'D10003', addressLine1: '3400 SW College Rd', city: 'Ocala', state: 'FL', zipcode: '34474', country: 'US', phone: '3525550103', websiteUrl: 'https://sunshine-cycles.example.com', active: true },
  { id: 'dealer-04', email: 'buckeye.powersports@example.com', name: 'Buckeye Powersports', dealerCode: 'D10004', addressLine1: '880 W Broad St', city: 'Columbus', state: 'OH', zipcode: '43222', country: 'US', phone: '6145550104', websiteUrl: 'https://buckeye-powersports.example.com', active: true },
  { id: 'dealer-05', email: 'front.range@example.com', name: 'Front Range Motorsports', dealerCode: 'D10005', addressLine1: '5600 W Colfax Ave', city: 'Lakewood', state: 'CO', zipcode: '80214', country: 'US', phone: '3035550105', websiteUrl: 'https://front-range.example.com', active: true },
  { id: 'dealer-06', email: 'desert.dirt@example.com', name: 'Desert Dirt Supply', dealerCode: 'D10006', addressLine1: '2100 E Camelback Rd', city: 'Phoenix', state: 'AZ', zipcode: '85016', country: 'US', phone: '6025550106', websiteUrl: 'https://desert-dirt.example.com', active: false },
  { id: 'dealer-07', email: 'moto.laurentides@example.com', name: 'Moto Laurentides', dealerCode: 'D20001', addressLine1: '455 Boul. Labelle', city: 'Laval', state: 'QC', zipcode: 'H7V 2T3', country: 'CA', phone: '4505550107', websiteUrl: 'https://moto-laurentides.example.com', active: true },
  { id: 'dealer-08', email: 'lakeshore.moto@example.com', name: 'Lakeshore Moto', dealerCode: 'D20002', addressLine1: '2200 Lake Shore Blvd W', city: 'Toronto', state: 'ON', zipcode: 'M8V 1A6', country: 'CA', phone: '4165550108', websiteUrl: 'https://lakeshore-moto.example.com', active: true },
  { id: 'dealer-09', email: 'coastal.powersports@example.com', name: 'Coastal Powersports', dealerCode: 'D20003', addressLine1: '1500 Kingsway', city: 'Vancouver', state: 'BC', zipcode: 'V5N 2R9', country: 'CA', phone: '6045550109', websiteUrl: 'https://coastal-powersports.example.com', active: true },
  { id: 'dealer-10', email: 'peachstate.powersports@example.com', name: 'Peach State Powersports', dealerCode: 'D10007', addressLine1: '2150 Cobb Pkwy SE', city: 'Smyrna', state: 'GA', zipcode: '30080', country: 'US', phone: '7705550110', websiteUrl: 'https://peachstate-powersports.example.com', active: true },
  { id: 'dealer-11', email: 'cascade.moto@example.com', name: 'Cascade Motorcycle Co.', dealerCode: 'D10008', addressLine1: '14500 NE 20th St', addressLine2: 'Suite 110', city: 'Bellevue', state: 'WA', zipcode: '98007', country: 'US', phone: '4255550111', websiteUrl: 'https://cascade-moto.example.com', active: true },
  { id: 'dealer-12', email: 'smoky.mountain.moto@example.com', name: 'Smoky Mountain Moto', dealerCode: 'D10009', addressLine1: '3100 N Broadway St', city: 'Knoxville', state: 'TN', zipcode: '37917', country: 'US', phone: '8655550112', websiteUrl: 'https://smoky-mountain-moto.example.com', active: true, invited: true },
  { id: 'dealer-13', email: 'prairie.sky@example.com', name: 'Prairie Sky Motorsports', dealerCode: 'D20004', addressLine1: '6515 Gateway Blvd NW', city: 'Edmonton', state: 'AB', zipcode: 'T6H 2J1', country: 'CA', phone: '7805550113', websiteUrl: 'https://prairie-sky.example.com', active: true },
  { id: 'dealer-14', email: 'bluenose.powersports@example.com', name: 'Bluenose Powersports', dealerCode: 'D20005', addressLine1: '120 Wyse Rd', city: 'Dartmouth', state: 'NS', zipcode: 'B3A 1M4', country: 'CA', phone: '9025550114', websiteUrl: 'https://bluenose-powersports.example.com', active: false },
  { id: 'dealer-15', email: 'redriver.cycle@example.com', name: 'Red River Cycle', dealerCode: 'D20006', addressLine1: '1425 Pembina Hwy', city: 'Winnipeg', state: 'MB', zipcode: 'R3T 2C4', country: 'CA', phone: '2045550115', websiteUrl: 'https://redriver-cycle.example.com', active: true },
];

export interface SeedPromoter {
  id: string;
  email: string;
  name: string;
  contactName: string;
  phone: string;
  addressLine1: string;
  city: string;
  state: string;
  zipcode: string;
  country: 'US' | 'CA';
  status: PromoterStatus;
  active: boolean;
  /** Never approved yet: no password (the approval mails the link to choose one). */
  firstTime?: boolean;
  /** This season's application answers (spec §3 series information and tracks). */
  application: {
    seriesName: string;
    averageEntries: number;
    racesCount: number;
    amaSanctioned: boolean;
    otherSanction?: string;
    mixedClasses: boolean;
    tracks: Array<{ name: string; website?: string }>;
  };
}

// prettier-ignore
export const SEED_PROMOTERS: SeedPromoter[] = [
  { id: 'promoter-demo', email: 'promoter@example.com', name: 'Demo Racing Promotions', contactName: 'Pat Summers', phone: '9095550201', addressLine1: '100 Raceway Dr', city: 'Perris', state: 'CA', zipcode: '92570', country: 'US', status: 'approved', active: true,
    application: { seriesName: 'SoCal Flat Track Championship', averageEntries: 140, racesCount: 10, amaSanctioned: true, mixedClasses: false, tracks: [{ name: 'Perris Auto Speedway', website: 'https://www.perrisautospeedway.com' }, { name: 'Lake Elsinore Motorsports Park' }] } },
  { id: 'promoter-02', email: 'gulf.coast.mx@example.com', name: 'Gulf Coast MX Series', contactName: 'Dana Whitfield', phone: '8135550202', addressLine1: '77 Track Rd', city: 'Dade City', state: 'FL', zipcode: '33525', country: 'US', status: 'approved', active: true,
    application: { seriesName: 'Gulf Coast MX Series', averageEntries: 220, racesCount: 8, amaSanctioned: true, mixedClasses: true, tracks: [{ name: 'Dade City MX', website: 'https://www.dadecitymx.com' }, { name: 'Gatorback Cycle Park' }] } },
  { id: 'promoter-03', email: 'prairie.flat.track@example.com', name: 'Prairie Flat Track Club', contactName: 'Morgan Ellis', phone: '4035550203', addressLine1: '12 Fairground Way', city: 'Red Deer', state: 'AB', zipcode: 'T4N 5E1', country: 'CA', status: 'pending', active: false, firstTime: true,
    application: { seriesName: 'Prairie Flat Track Series', averageEntries: 60, racesCount: 6, amaSanctioned: false, otherSanction: 'Canadian Motorcycle Association', mixedClasses: true, tracks: [{ name: 'Red Deer Fairground Oval' }, { name: 'Castrol Raceway Dirt Oval', website: 'https://www.castrolraceway.com' }] } },
  { id: 'promoter-04', email: 'rocky.enduro@example.com', name: 'Rocky Mountain Enduro', contactName: 'Sam Carter', phone: '7205550204', addressLine1: '9 Trailhead Ln', city: 'Golden', state: 'CO', zipcode: '80401', country: 'US', status: 'rejected', active: false,
    application: { seriesName: 'Rocky Mountain Enduro Cup', averageEntries: 45, racesCount: 4, amaSanctioned: false, otherSanction: 'Colorado Off-Road Association', mixedClasses: false, tracks: [{ name: 'Golden Gate Canyon Trails' }] } },
];

export const SEED_ADMIN = { id: 'admin-demo', email: 'admin@example.com', firstName: 'Programme', lastName: 'Admin', phone: '8005550100' };
