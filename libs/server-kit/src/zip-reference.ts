// The programme's own postal-code reference points, shared by the services that place things by postal code: the
// events service (venues, the finder's radius search) and the identity service (dealers, the dealer finder). Each
// service seeds its `zip_locations` table from this list; codes not in it come from the zipcodes registry
// (postal-codes.ts).
import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Reference points for radius searches: the centre of a US ZIP code (5 digits) or of a Canadian forward sortation
 * area (the first 3 characters of a postal code). It covers the places the programme's demo data and launch regions
 * use, placed by hand. Coordinates are approximate centres (decimal degrees, WGS 84).
 */
// prettier-ignore
export const ZIP_REFERENCE: ReadonlyArray<readonly [code: string, country: 'US' | 'CA', place: string, latitude: number, longitude: number]> = [
  ['92570', 'US', 'Perris, CA', 33.7825, -117.2286],
  ['92530', 'US', 'Lake Elsinore, CA', 33.6681, -117.3273],
  ['92562', 'US', 'Murrieta, CA', 33.5539, -117.2139],
  ['92591', 'US', 'Temecula, CA', 33.5206, -117.1256],
  ['92879', 'US', 'Corona, CA', 33.8753, -117.5664],
  ['92408', 'US', 'San Bernardino, CA', 34.0836, -117.2656],
  ['92626', 'US', 'Costa Mesa, CA', 33.6803, -117.9085],
  ['92392', 'US', 'Victorville, CA', 34.4803, -117.3473],
  ['93001', 'US', 'Ventura, CA', 34.2805, -119.2945],
  ['93301', 'US', 'Bakersfield, CA', 35.3733, -119.0187],
  ['93454', 'US', 'Santa Maria, CA', 34.953, -120.4357],
  ['93560', 'US', 'Rosamond, CA', 34.8641, -118.1634],
  ['93940', 'US', 'Monterey, CA', 36.6002, -121.8947],
  ['95476', 'US', 'Sonoma, CA', 38.2919, -122.458],
  ['95988', 'US', 'Willows, CA', 39.5243, -122.1936],
  ['95814', 'US', 'Sacramento, CA', 38.5816, -121.4944],
  ['85043', 'US', 'Phoenix, AZ', 33.4356, -112.197],
  ['85004', 'US', 'Phoenix, AZ', 33.451, -112.0686],
  ['85016', 'US', 'Phoenix, AZ', 33.5093, -112.0292],
  ['85212', 'US', 'Mesa, AZ', 33.3267, -111.6381],
  ['85713', 'US', 'Tucson, AZ', 32.195, -110.9888],
  ['86403', 'US', 'Lake Havasu City, AZ', 34.4839, -114.3225],
  ['89115', 'US', 'Las Vegas, NV', 36.2463, -115.0703],
  ['89048', 'US', 'Pahrump, NV', 36.2083, -115.9839],
  ['89501', 'US', 'Reno, NV', 39.5296, -119.8138],
  ['87121', 'US', 'Albuquerque, NM', 35.0491, -106.7497],
  ['33525', 'US', 'Dade City, FL', 28.3647, -82.1959],
  ['34474', 'US', 'Ocala, FL', 29.1575, -82.2093],
  ['34471', 'US', 'Ocala, FL', 29.1621, -82.1221],
  ['33602', 'US', 'Tampa, FL', 27.9506, -82.4572],
  ['32218', 'US', 'Jacksonville, FL', 30.4505, -81.6565],
  ['32305', 'US', 'Tallahassee, FL', 30.3639, -84.247],
  ['36695', 'US', 'Mobile, AL', 30.627, -88.222],
  ['70817', 'US', 'Baton Rouge, LA', 30.3895, -91.0021],
  ['77049', 'US', 'Houston, TX', 29.8234, -95.159],
  ['78701', 'US', 'Austin, TX', 30.2711, -97.7437],
  ['78703', 'US', 'Austin, TX', 30.295, -97.766],
  ['78205', 'US', 'San Antonio, TX', 29.4241, -98.4936],
  ['30303', 'US', 'Atlanta, GA', 33.7525, -84.3915],
  ['37201', 'US', 'Nashville, TN', 36.1659, -86.7781],
  ['28202', 'US', 'Charlotte, NC', 35.2271, -80.8431],
  ['43215', 'US', 'Columbus, OH', 39.9612, -82.9988],
  ['43222', 'US', 'Columbus, OH', 39.9573, -83.0296],
  ['80401', 'US', 'Golden, CO', 39.7555, -105.2211],
  ['80214', 'US', 'Lakewood, CO', 39.7427, -105.0697],
  ['80202', 'US', 'Denver, CO', 39.7525, -104.9995],
  ['84101', 'US', 'Salt Lake City, UT', 40.7608, -111.891],
  ['83702', 'US', 'Boise, ID', 43.615, -116.2023],
  ['97217', 'US', 'Portland, OR', 45.589, -122.692],
  ['97204', 'US', 'Portland, OR', 45.5189, -122.6742],
  ['98032', 'US', 'Kent, WA', 47.3809, -122.2348],
  ['17101', 'US', 'Harrisburg, PA', 40.2618, -76.8827],
  ['46204', 'US', 'Indianapolis, IN', 39.7684, -86.1581],
  ['73102', 'US', 'Oklahoma City, OK', 35.4676, -97.5164],
  ['55957', 'US', 'Millville, MN', 44.2447, -92.2907],
  ['L4N', 'CA', 'Barrie, ON', 44.36, -79.69],
  ['N0G', 'CA', 'Walton, ON', 43.72, -81.16],
  ['N0J', 'CA', 'Courtland, ON', 42.84, -80.63],
  ['L8N', 'CA', 'Hamilton, ON', 43.2557, -79.8711],
  ['P3A', 'CA', 'Sudbury, ON', 46.51, -80.98],
  ['K1P', 'CA', 'Ottawa, ON', 45.4215, -75.6972],
  ['K7L', 'CA', 'Kingston, ON', 44.2312, -76.486],
  ['N6A', 'CA', 'London, ON', 42.9849, -81.2453],
  ['M5H', 'CA', 'Toronto, ON', 43.65, -79.384],
  ['M8V', 'CA', 'Toronto, ON', 43.61, -79.5],
  ['H2Y', 'CA', 'Montréal, QC', 45.5048, -73.554],
  ['H7V', 'CA', 'Laval, QC', 45.55, -73.73],
  ['G1R', 'CA', 'Québec, QC', 46.811, -71.21],
  ['J1H', 'CA', 'Sherbrooke, QC', 45.4, -71.89],
  ['B3J', 'CA', 'Halifax, NS', 44.6488, -63.5752],
  ['T4N', 'CA', 'Red Deer, AB', 52.269, -113.8116],
  ['T2P', 'CA', 'Calgary, AB', 51.0486, -114.0708],
  ['T5J', 'CA', 'Edmonton, AB', 53.5444, -113.4909],
  ['V2C', 'CA', 'Kamloops, BC', 50.6745, -120.3273],
  ['V5N', 'CA', 'Vancouver, BC', 49.254, -123.065],
  ['V6B', 'CA', 'Vancouver, BC', 49.28, -123.115],
  ['V1Y', 'CA', 'Kelowna, BC', 49.888, -119.496],
  ['R3C', 'CA', 'Winnipeg, MB', 49.8951, -97.1384],
  ['S4P', 'CA', 'Regina, SK', 50.4452, -104.6189],
];

/**
 * Creates a service's `zip_locations` table (code, country, place, latitude, longitude) and fills it with
 * `ZIP_REFERENCE`: what a migration of each service that places postal codes runs once.
 */
export async function createZipLocationsTable(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.createTable('zip_locations', {
    code: { type: DataTypes.STRING(10), primaryKey: true },
    country: { type: DataTypes.STRING(2), allowNull: false },
    place: { type: DataTypes.STRING(120), allowNull: false },
    latitude: { type: DataTypes.DOUBLE, allowNull: false },
    longitude: { type: DataTypes.DOUBLE, allowNull: false },
  });
  await queryInterface.bulkInsert(
    'zip_locations',
    ZIP_REFERENCE.map(([code, country, place, latitude, longitude]) => ({ code, country, place, latitude, longitude })),
  );
}
