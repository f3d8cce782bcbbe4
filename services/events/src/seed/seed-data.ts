import type { Currency, PayoutType, RaceStyle } from '../data-access/models/index.js';

/**
 * Demo programme: fixed ids and values, with event days given relative to the seeding day so that the
 * Upcoming and Past tabs always both have events. Promoter and rider ids match what identity seeds
 * ('promoter-demo', 'promoter-02', 'promoter-03', 'rider-demo'). Money is integer cents.
 */

export const DEMO_PROMOTER_ID = 'promoter-demo';
export const DEMO_RIDER = { id: 'rider-demo', name: 'Jordan Miller', hometown: 'Murrieta, CA', bike: 'Apex MX 450F', bikeYear: 2024 } as const;
/** The demo make of the programme (brand-neutral), as identity seeds it. */
export const SEED_MAKE = 'Apex';

export interface SeedCategory {
  id: string;
  name: string;
  description: string;
  active: boolean;
}

export const SEED_CATEGORIES: SeedCategory[] = [
  { id: 'cat-flat-track', name: 'Flat Track', description: 'Oval dirt-track racing on short tracks, half-miles and miles.', active: true },
  { id: 'cat-motocross', name: 'Motocross', description: 'Closed-course off-road racing over jumps and natural terrain, scored by overall moto finishes.', active: true },
  { id: 'cat-road-racing', name: 'Road Racing', description: 'Paved-circuit racing from amateur club rounds to professional superbike.', active: true },
  { id: 'cat-off-road', name: 'Off Road', description: 'Hare scrambles, enduros and cross-country events on natural terrain.', active: true },
  { id: 'cat-supermoto', name: 'Supermoto', description: 'Mixed-surface racing on tarmac and dirt sections.', active: true },
  { id: 'cat-mototrials', name: 'Mototrials', description: 'Observed trials over obstacles; not part of the current contingency programme.', active: false },
];

export interface SeedVenue {
  title: string;
  venue: string;
  website: string;
  city: string;
  state: string;
  /** Full postal code; its ZIP or FSA must be in the zip_locations reference table. */
  zipcode: string;
}

export interface SeedSeries {
  id: string;
  /** Prefix of the series' event ids and titles. */
  key: string;
  shortName: string;
  name: string;
  notes: string;
  type: RaceStyle;
  state: string;
  zipcode: string;
  country: 'US' | 'CA';
  currency: Currency;
  categoryId: string;
  promoterId: string;
  distance: number | null;
  active: boolean;
  bonusCents: number;
  initialValueCents: number;
  /** Days from the seeding day to the dealer-credit expiry. */
  expiresInDays: number;
  /** Day offset of round 1 and days between rounds; rounds visit the venues in turn. */
  firstDay: number;
  spacing: number;
  rounds: number;
  canceledRounds: number[];
  /** Past rounds whose results the promoter never sent (the late results report's long overdue ones). */
  resultsMissingRounds?: number[];
  venues: SeedVenue[];
}

const site = (slug: string) => `https://www.${slug}.example.com`;

export const SEED_SERIES: SeedSeries[] = [
  {
    id: 'series-socal-flat-track', key: 'socal-ft', shortName: 'SoCal Flat Track', name: 'SoCal Flat Track Championship',
    notes: 'Ten rounds of short-track and half-mile racing across Southern California. Pro classes pay cash; amateur classes pay dealer credit.',
    type: 'flat', state: 'CA', zipcode: '92570', country: 'US', currency: 'USD', categoryId: 'cat-flat-track', promoterId: DEMO_PROMOTER_ID,
    distance: 8, active: true, bonusCents: 50_000, initialValueCents: 100_000, expiresInDays: 365,
    firstDay: -396, spacing: 84, rounds: 10, canceledRounds: [2],
    venues: [
      { title: 'Perris Half-Mile', venue: 'Inland Valley Speedway', website: site('inland-valley-speedway'), city: 'Perris', state: 'CA', zipcode: '92570' },
      { title: 'Ventura Short Track', venue: 'Seaside Oval', website: site('seaside-oval'), city: 'Ventura', state: 'CA', zipcode: '93001' },
      { title: 'Costa Mesa TT', venue: 'Harbor Fairgrounds Speedway', website: site('harbor-fairgrounds-speedway'), city: 'Costa Mesa', state: 'CA', zipcode: '92626' },
      { title: 'Bakersfield Mile', venue: 'Kern County Raceway Park', website: site('kern-raceway-park'), city: 'Bakersfield', state: 'CA', zipcode: '93301' },
      { title: 'San Bernardino Short Track', venue: 'Foothill Oval', website: site('foothill-oval'), city: 'San Bernardino', state: 'CA', zipcode: '92408' },
      { title: 'Lake Elsinore Half-Mile', venue: 'Elsinore Valley Speedway', website: site('elsinore-valley-speedway'), city: 'Lake Elsinore', state: 'CA', zipcode: '92530' },
      { title: 'Santa Maria Short Track', venue: 'Central Coast Fairgrounds', website: site('central-coast-fairgrounds'), city: 'Santa Maria', state: 'CA', zipcode: '93454' },
    ],
  },
  {
    id: 'series-desert-mx', key: 'desert-mx', shortName: 'Desert Southwest MX', name: 'Desert Southwest Motocross Series',
    notes: 'Amateur and pro motocross in Arizona, Nevada and New Mexico. Scored by combined overall moto finishes.',
    type: 'motocross', state: 'AZ', zipcode: '85043', country: 'US', currency: 'USD', categoryId: 'cat-motocross', promoterId: DEMO_PROMOTER_ID,
    distance: 20, active: true, bonusCents: 75_000, initialValueCents: 150_000, expiresInDays: 300,
    firstDay: -380, spacing: 82, rounds: 10, canceledRounds: [2, 8],
    venues: [
      { title: 'Phoenix Motocross Classic', venue: 'Sonoran Motocross Park', website: site('sonoran-mx-park'), city: 'Phoenix', state: 'AZ', zipcode: '85043' },
      { title: 'Tucson Desert Nationals', venue: 'Saguaro Raceway', website: site('saguaro-raceway'), city: 'Tucson', state: 'AZ', zipcode: '85713' },
      { title: 'Las Vegas Motocross', venue: 'Mojave MX Ranch', website: site('mojave-mx-ranch'), city: 'Las Vegas', state: 'NV', zipcode: '89115' },
      { title: 'Mesa Spring Motocross', venue: 'East Valley Motorsports Park', website: site('east-valley-motorsports'), city: 'Mesa', state: 'AZ', zipcode: '85212' },
      { title: 'Albuquerque Motocross', venue: 'Rio Grande MX', website: site('rio-grande-mx'), city: 'Albuquerque', state: 'NM', zipcode: '87121' },
      { title: 'Lake Havasu Sand Classic', venue: 'Havasu Dunes MX', website: site('havasu-dunes-mx'), city: 'Lake Havasu City', state: 'AZ', zipcode: '86403' },
      { title: 'Pahrump Valley Motocross', venue: 'Nye County Motocross Park', website: site('nye-county-mx'), city: 'Pahrump', state: 'NV', zipcode: '89048' },
    ],
  },
  {
    id: 'series-gulf-coast-mx', key: 'gulf-mx', shortName: 'Gulf Coast Amateur MX', name: 'Gulf Coast Amateur Motocross',
    notes: 'Sand and clay amateur motocross along the Gulf Coast, from Florida to Texas.',
    type: 'motocross', state: 'FL', zipcode: '33525', country: 'US', currency: 'USD', categoryId: 'cat-motocross', promoterId: 'promoter-02',
    distance: 15, active: true, bonusCents: 25_000, initialValueCents: 80_000, expiresInDays: 270,
    firstDay: -340, spacing: 70, rounds: 8, canceledRounds: [], resultsMissingRounds: [2, 4],
    venues: [
      { title: 'Dade City Winter Classic', venue: 'Pasco Sand Track', website: site('pasco-sand-track'), city: 'Dade City', state: 'FL', zipcode: '33525' },
      { title: 'Ocala Spring Motocross', venue: 'Marion County MX', website: site('marion-county-mx'), city: 'Ocala', state: 'FL', zipcode: '34474' },
      { title: 'Jacksonville Motocross', venue: 'First Coast Raceway', website: site('first-coast-raceway'), city: 'Jacksonville', state: 'FL', zipcode: '32218' },
      { title: 'Mobile Bay Motocross', venue: 'Bayside MX Park', website: site('bayside-mx'), city: 'Mobile', state: 'AL', zipcode: '36695' },
      { title: 'Baton Rouge Motocross', venue: 'Red Stick Raceway', website: site('red-stick-raceway'), city: 'Baton Rouge', state: 'LA', zipcode: '70817' },
      { title: 'Houston Gulf Nationals', venue: 'Bayou City MX', website: site('bayou-city-mx'), city: 'Houston', state: 'TX', zipcode: '77049' },
      { title: 'Tallahassee Red Clay Classic', venue: 'Capital City MX', website: site('capital-city-mx'), city: 'Tallahassee', state: 'FL', zipcode: '32305' },
    ],
  },
  {
    id: 'series-ontario-mx', key: 'ontario-mx', shortName: 'Ontario Provincial MX', name: 'Ontario Provincial Motocross Championship',
    notes: 'Provincial championship rounds across Ontario. Payouts in Canadian dollars.',
    type: 'motocross', state: 'ON', zipcode: 'L4N 8Y2', country: 'CA', currency: 'CAD', categoryId: 'cat-motocross', promoterId: DEMO_PROMOTER_ID,
    distance: 18, active: true, bonusCents: 50_000, initialValueCents: 120_000, expiresInDays: 330,
    firstDay: -310, spacing: 75, rounds: 8, canceledRounds: [3],
    venues: [
      { title: 'Barrie Motocross', venue: 'Simcoe County Motoplex', website: site('simcoe-motoplex'), city: 'Barrie', state: 'ON', zipcode: 'L4N 8Y2' },
      { title: 'Walton Summer Classic', venue: 'Huron Hills MX Park', website: site('huron-hills-mx'), city: 'Walton', state: 'ON', zipcode: 'N0G 2V0' },
      { title: 'Courtland Sand Nationals', venue: 'Norfolk Sand Dunes', website: site('norfolk-sand-dunes'), city: 'Courtland', state: 'ON', zipcode: 'N0J 1E0' },
      { title: 'Hamilton Escarpment MX', venue: 'Escarpment Motocross', website: site('escarpment-mx'), city: 'Hamilton', state: 'ON', zipcode: 'L8N 3T1' },
      { title: 'Sudbury Northern MX', venue: 'Nickel Basin Raceway', website: site('nickel-basin-raceway'), city: 'Sudbury', state: 'ON', zipcode: 'P3A 4S3' },
      { title: 'Kingston Motocross', venue: 'Limestone MX', website: site('limestone-mx'), city: 'Kingston', state: 'ON', zipcode: 'K7L 3N6' },
      { title: 'London Forest City MX', venue: 'Forest City Motocross', website: site('forest-city-mx'), city: 'London', state: 'ON', zipcode: 'N6A 3K7' },
      { title: 'Ottawa Capital MX', venue: 'Capital Region MX', website: site('capital-region-mx'), city: 'Ottawa', state: 'ON', zipcode: 'K1P 5J9' },
    ],
  },
  {
    id: 'series-west-coast-road', key: 'wc-road', shortName: 'West Coast Road Racing', name: 'West Coast Road Racing Cup',
    notes: 'Club and pro road racing on the West Coast circuits. Superbike and supersport pay cash.',
    type: 'road', state: 'CA', zipcode: '95476', country: 'US', currency: 'USD', categoryId: 'cat-road-racing', promoterId: DEMO_PROMOTER_ID,
    distance: 40, active: true, bonusCents: 100_000, initialValueCents: 200_000, expiresInDays: 365,
    firstDay: -390, spacing: 156, rounds: 6, canceledRounds: [],
    venues: [
      { title: 'Sonoma Road Race', venue: 'Wine Country Circuit', website: site('wine-country-circuit'), city: 'Sonoma', state: 'CA', zipcode: '95476' },
      { title: 'Monterey Coast Road Race', venue: 'Laguna Heights Circuit', website: site('laguna-heights-circuit'), city: 'Monterey', state: 'CA', zipcode: '93940' },
      { title: 'Portland Road Race', venue: 'Columbia River Raceway', website: site('columbia-river-raceway'), city: 'Portland', state: 'OR', zipcode: '97217' },
      { title: 'Kent Road Race', venue: 'Cascade Motorsports Park', website: site('cascade-motorsports'), city: 'Kent', state: 'WA', zipcode: '98032' },
      { title: 'Willows Thunderhill Classic', venue: 'Sacramento Valley Raceway', website: site('sacramento-valley-raceway'), city: 'Willows', state: 'CA', zipcode: '95988' },
      { title: 'Rosamond High Desert Road Race', venue: 'Antelope Valley Circuit', website: site('antelope-valley-circuit'), city: 'Rosamond', state: 'CA', zipcode: '93560' },
    ],
  },
  // Last season's two finished series: every round has results, so each was finished (series.finished) and paid its
  // dealer credit and champions' bonus.
  {
    id: 'series-texas-fall-mx', key: 'texas-fall-mx', shortName: 'Texas Fall MX', name: 'Texas Fall Motocross Series',
    notes: 'Five autumn rounds of amateur and pro motocross across Texas and Louisiana.',
    type: 'motocross', state: 'TX', zipcode: '77049', country: 'US', currency: 'USD', categoryId: 'cat-motocross', promoterId: 'promoter-02',
    distance: 25, active: true, bonusCents: 40_000, initialValueCents: 90_000, expiresInDays: 200,
    firstDay: -405, spacing: 14, rounds: 5, canceledRounds: [],
    venues: [
      { title: 'Houston Fall Classic', venue: 'Bayou City MX', website: site('bayou-city-mx'), city: 'Houston', state: 'TX', zipcode: '77049' },
      { title: 'Baton Rouge Fall Motocross', venue: 'Red Stick Raceway', website: site('red-stick-raceway'), city: 'Baton Rouge', state: 'LA', zipcode: '70817' },
      { title: 'Mobile Bay Fall Motocross', venue: 'Bayside MX Park', website: site('bayside-mx'), city: 'Mobile', state: 'AL', zipcode: '36695' },
    ],
  },
  {
    id: 'series-quebec-arenacross', key: 'qc-arenacross', shortName: 'Arenacross Québec', name: 'Série Arenacross du Québec',
    notes: 'Indoor arenacross through the Quebec and Ontario winter. Payouts in Canadian dollars.',
    type: 'supercross', state: 'QC', zipcode: 'H2Y 1C6', country: 'CA', currency: 'CAD', categoryId: 'cat-motocross', promoterId: DEMO_PROMOTER_ID,
    distance: 30, active: true, bonusCents: 60_000, initialValueCents: 100_000, expiresInDays: 220,
    firstDay: -372, spacing: 21, rounds: 5, canceledRounds: [],
    venues: [
      { title: 'Montréal Arenacross', venue: 'Centre Sportif Île-Sainte-Hélène', website: site('centre-sportif-isle'), city: 'Montréal', state: 'QC', zipcode: 'H2Y 1C6' },
      { title: 'Ottawa Arenacross', venue: 'Capital Region Arena', website: site('capital-region-arena'), city: 'Ottawa', state: 'ON', zipcode: 'K1P 5J9' },
      { title: 'Kingston Arenacross', venue: 'Limestone Arena', website: site('limestone-arena'), city: 'Kingston', state: 'ON', zipcode: 'K7L 3N6' },
    ],
  },
  {
    id: 'series-prairie-flat-track', key: 'prairie-ft', shortName: 'Prairie Flat Track', name: 'Prairie Flat Track Series',
    notes: 'Alberta flat-track rounds, pending the promoter’s programme approval.',
    type: 'flat', state: 'AB', zipcode: 'T4N 5E1', country: 'CA', currency: 'CAD', categoryId: 'cat-flat-track', promoterId: 'promoter-03',
    distance: 6, active: false, bonusCents: 0, initialValueCents: 50_000, expiresInDays: 240,
    firstDay: -200, spacing: 120, rounds: 3, canceledRounds: [],
    venues: [
      { title: 'Red Deer Half-Mile', venue: 'Central Alberta Oval', website: site('central-alberta-oval'), city: 'Red Deer', state: 'AB', zipcode: 'T4N 5E1' },
      { title: 'Calgary Stampede Short Track', venue: 'Bow River Speedway', website: site('bow-river-speedway'), city: 'Calgary', state: 'AB', zipcode: 'T2P 2M5' },
      { title: 'Edmonton Short Track', venue: 'Capital Region Oval', website: site('capital-region-oval'), city: 'Edmonton', state: 'AB', zipcode: 'T5J 0N3' },
    ],
  },
];

export interface SeedStandaloneEvent extends SeedVenue {
  id: string;
  type: RaceStyle;
  country: 'US' | 'CA';
  currency: Currency;
  day: number;
  promoterId: string;
  payingEvent: boolean;
  canceled?: boolean;
}

/** Events outside any series. */
export const SEED_STANDALONE_EVENTS: SeedStandaloneEvent[] = [
  { id: 'evt-peach-sx-1', type: 'supercross', title: 'Peach State Arenacross', venue: 'Downtown Arena', website: site('downtown-arena-atl'), city: 'Atlanta', state: 'GA', zipcode: '30303', country: 'US', currency: 'USD', day: -150, promoterId: DEMO_PROMOTER_ID, payingEvent: true },
  { id: 'evt-peach-sx-2', type: 'supercross', title: 'Peach State Arenacross Finals', venue: 'Downtown Arena', website: site('downtown-arena-atl'), city: 'Atlanta', state: 'GA', zipcode: '30303', country: 'US', currency: 'USD', day: 45, promoterId: DEMO_PROMOTER_ID, payingEvent: true },
  { id: 'evt-reno-sm-1', type: 'supermoto', title: 'Reno Supermoto Showdown', venue: 'Truckee Meadows Kart Circuit', website: site('truckee-meadows-karting'), city: 'Reno', state: 'NV', zipcode: '89501', country: 'US', currency: 'USD', day: -30, promoterId: DEMO_PROMOTER_ID, payingEvent: true },
  { id: 'evt-golden-hs-1', type: 'offroad', title: 'Front Range Hare Scramble', venue: 'Clear Creek Trails', website: site('clear-creek-trails'), city: 'Golden', state: 'CO', zipcode: '80401', country: 'US', currency: 'USD', day: 12, promoterId: DEMO_PROMOTER_ID, payingEvent: true },
  { id: 'evt-slc-trials-1', type: 'mototrials', title: 'Wasatch Observed Trials', venue: 'Wasatch Foothills Trials Park', website: site('wasatch-trials'), city: 'Salt Lake City', state: 'UT', zipcode: '84101', country: 'US', currency: 'USD', day: -45, promoterId: DEMO_PROMOTER_ID, payingEvent: false },
  { id: 'evt-montreal-mx-1', type: 'motocross', title: 'Grand Prix Moto Montréal', venue: 'Circuit Moto Île-Sainte-Hélène', website: site('gp-moto-montreal'), city: 'Montréal', state: 'QC', zipcode: 'H2Y 1C6', country: 'CA', currency: 'CAD', day: 90, promoterId: DEMO_PROMOTER_ID, payingEvent: true },
  { id: 'evt-kamloops-enduro-1', type: 'offroad', title: 'Interior BC Enduro', venue: 'Thompson Valley Trails', website: site('thompson-valley-trails'), city: 'Kamloops', state: 'BC', zipcode: 'V2C 1A1', country: 'CA', currency: 'CAD', day: -120, promoterId: DEMO_PROMOTER_ID, payingEvent: true },
  { id: 'evt-columbus-ft-1', type: 'flat', title: 'Buckeye Half-Mile', venue: 'Ohio Expo Speedway', website: site('ohio-expo-speedway'), city: 'Columbus', state: 'OH', zipcode: '43215', country: 'US', currency: 'USD', day: 150, promoterId: DEMO_PROMOTER_ID, payingEvent: true },
  { id: 'evt-millville-mx-1', type: 'offroad_moto', title: 'Bluff Country Off-Road Moto', venue: 'Whitewater Valley MX', website: site('whitewater-valley-mx'), city: 'Millville', state: 'MN', zipcode: '55957', country: 'US', currency: 'USD', day: -250, promoterId: DEMO_PROMOTER_ID, payingEvent: true, canceled: false },
];

export type SeedClass = readonly [name: string, payoutType: PayoutType, places: readonly number[]];

/** Class templates per race style: the first two always run; the others run at some events. */
export const CLASS_TEMPLATES: Record<RaceStyle, readonly SeedClass[]> = {
  flat: [
    ['Pro Singles', 'cash', [50_000, 30_000, 20_000]],
    ['Pro Twins', 'cash', [60_000, 35_000, 25_000]],
    ['Amateur Open', 'dealerCredit', [15_000, 10_000, 7_500, 5_000, 2_500]],
    ['Vintage', 'noPayout', []],
    ['Youth 85cc', 'dealerCredit', [5_000, 3_000, 2_000]],
    ['Women Open', 'dealerCredit', [10_000, 7_500, 5_000]],
  ],
  motocross: [
    ['Pro Open', 'cash', [50_000, 30_000, 20_000]],
    ['450 B', 'dealerCredit', [15_000, 10_000, 7_500, 5_000, 2_500]],
    ['250 Amateur', 'dealerCredit', [15_000, 10_000, 7_500, 5_000, 2_500]],
    ['250 C', 'dealerCredit', [10_000, 7_500, 5_000]],
    ['Vet 30+', 'dealerCredit', [7_500, 5_000, 2_500]],
    ['Women', 'cash', [20_000, 15_000, 10_000]],
    ['85cc Youth', 'noPayout', []],
  ],
  offroad_moto: [
    ['Open Pro', 'cash', [40_000, 25_000, 15_000]],
    ['450 B', 'dealerCredit', [15_000, 10_000, 7_500, 5_000, 2_500]],
    ['250 Amateur', 'dealerCredit', [10_000, 7_500, 5_000]],
    ['Vet 40+', 'dealerCredit', [7_500, 5_000, 2_500]],
    ['Youth', 'noPayout', []],
  ],
  road: [
    ['Open Superbike', 'cash', [75_000, 45_000, 30_000]],
    ['Middleweight Supersport', 'cash', [50_000, 30_000, 20_000]],
    ['Amateur Twins', 'dealerCredit', [15_000, 10_000, 5_000]],
    ['Lightweight', 'noPayout', []],
    ['Vintage Heavyweight', 'dealerCredit', [7_500, 5_000, 2_500]],
  ],
  offroad: [
    ['Open Pro', 'cash', [40_000, 25_000, 15_000]],
    ['Expert', 'dealerCredit', [15_000, 10_000, 5_000]],
    ['Amateur', 'dealerCredit', [10_000, 7_500, 5_000, 2_500]],
    ['Vet 40+', 'dealerCredit', [7_500, 5_000, 2_500]],
    ['Beginner', 'noPayout', []],
  ],
  supercross: [
    ['SX Pro', 'cash', [100_000, 60_000, 40_000]],
    ['SX Lites', 'cash', [60_000, 40_000, 25_000]],
    ['Amateur 250', 'dealerCredit', [15_000, 10_000, 7_500, 5_000, 2_500]],
    ['Vet Open', 'dealerCredit', [7_500, 5_000, 2_500]],
  ],
  supermoto: [
    ['Pro Supermoto', 'cash', [40_000, 25_000, 15_000]],
    ['Amateur Supermoto', 'dealerCredit', [10_000, 7_500, 5_000]],
    ['Open Pit Bike', 'noPayout', []],
    ['Vet Supermoto', 'dealerCredit', [5_000, 3_000, 2_000]],
  ],
  mototrials: [
    ['Expert', 'noPayout', []],
    ['Intermediate', 'noPayout', []],
    ['Novice', 'noPayout', []],
  ],
};

/** Fictional models of the demo make, per race style. */
export const BIKE_MODELS: Record<RaceStyle, readonly string[]> = {
  flat: ['FT 750', 'FT 450', 'MX 450F'],
  motocross: ['MX 450F', 'MX 250F', 'MX 125'],
  offroad_moto: ['MX 450F', 'EX 300', 'MX 250F'],
  road: ['RR 1000', 'RR 660', 'SM 690'],
  offroad: ['EX 300', 'EX 500', 'MX 450F'],
  supercross: ['MX 450F', 'MX 250F'],
  supermoto: ['SM 690', 'SM 450'],
  mototrials: ['TR 300', 'TR 250'],
};

/** The result type each style's sheets carry: the one that pays (spec §9: supercross by its main event, every other style by its overall). */
export const RESULT_TYPES: Record<RaceStyle, string> = {
  flat: 'overall',
  motocross: 'overall',
  offroad_moto: 'overall',
  road: 'overall',
  offroad: 'overall',
  supercross: 'main',
  supermoto: 'overall',
  mototrials: 'overall',
};

/**
 * Bikes of other makes, per race style, as timing sheets write them (the market share report counts the maker's
 * share of finishers among these).
 */
export const OTHER_BIKES: Record<RaceStyle, readonly string[]> = {
  flat: ['Indian FTR750', 'Harley-Davidson XG750R', 'Kawasaki KX450', 'Honda CRF450R'],
  motocross: ['Honda CRF450R', 'Yamaha YZ450F', 'KTM 450 SX-F', 'Kawasaki KX250', 'Husqvarna FC 250', 'Yamaha YZ250F'],
  offroad_moto: ['KTM 300 XC', 'Husqvarna TX 300', 'Yamaha YZ250FX', 'Honda CRF450RX'],
  road: ['Yamaha YZF-R6', 'Kawasaki ZX-6R', 'Suzuki GSX-R1000', 'Aprilia RS 660'],
  offroad: ['KTM 300 XC-W', 'Beta 300 RR', 'Husqvarna TE 300', 'Sherco 300 SE'],
  supercross: ['Honda CRF450R', 'Yamaha YZ450F', 'KTM 450 SX-F', 'Kawasaki KX450'],
  supermoto: ['KTM 450 SMR', 'Husqvarna FS 450', 'Suzuki DR-Z400SM'],
  mototrials: ['Beta Evo 300', 'TRRS One RR', 'Montesa Cota 4RT'],
};

/** Days an event lasts, per race style. */
export const EVENT_DAYS: Record<RaceStyle, number> = {
  flat: 1,
  motocross: 2,
  offroad_moto: 2,
  road: 2,
  offroad: 1,
  supercross: 1,
  supermoto: 1,
  mototrials: 1,
};

export const FIRST_NAMES = [
  'Alex', 'Blake', 'Cody', 'Dakota', 'Eli', 'Finn', 'Gavin', 'Hunter', 'Isaac', 'Jace', 'Kyle', 'Landon', 'Mason', 'Nate', 'Owen',
  'Parker', 'Quinn', 'Riley', 'Sam', 'Trey', 'Wyatt', 'Brooke', 'Cassie', 'Jenna', 'Kelsey', 'Maddie', 'Paige', 'Sierra', 'Tessa', 'Zoe',
] as const;
export const LAST_NAMES = [
  'Adams', 'Baker', 'Carter', 'Dawson', 'Ellis', 'Fisher', 'Garcia', 'Harper', 'Irwin', 'Jensen', 'Keller', 'Lopez', 'McCoy', 'Nolan', 'Ortiz',
  'Pearson', 'Quintero', 'Ramsey', 'Shaw', 'Tucker', 'Vance', 'Walker', 'Young', 'Bouchard', 'Côté', 'Fortin', 'Pelletier', 'Leblanc', 'MacLeod', 'Kowalski',
] as const;
export const HOMETOWNS: Record<'US' | 'CA', readonly string[]> = {
  US: [
    'Corona, CA', 'Temecula, CA', 'Riverside, CA', 'Mesa, AZ', 'Tucson, AZ', 'Las Vegas, NV', 'Ocala, FL', 'Tampa, FL', 'Mobile, AL',
    'Houston, TX', 'Austin, TX', 'Denver, CO', 'Boise, ID', 'Portland, OR', 'Columbus, OH', 'Atlanta, GA',
  ],
  CA: ['Barrie, ON', 'Hamilton, ON', 'London, ON', 'Ottawa, ON', 'Sudbury, ON', 'Sherbrooke, QC', 'Laval, QC', 'Kelowna, BC', 'Red Deer, AB', 'Calgary, AB'],
};
