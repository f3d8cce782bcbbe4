/**
 * Postal codes as the events finder reads them: the programme's one reading (a US ZIP code or a Canadian postal code
 * located by its FSA), distances and boxes, shared with the identity service's dealer finder (`@rr/server-kit/postal-codes`).
 */
export { EARTH_RADIUS_MILES, addressPostalCode, boundingBox, distanceMiles, parsePostalCode, type Box, type Point, type PostalCode } from '@rr/server-kit/postal-codes';
