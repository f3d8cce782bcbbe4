/**
 * The series an approved promoter application names, as identity hands it to the events service on
 * `promoter.season` (its `applicationId` aside): identity's tests expect it in the message, the events service's tests
 * deliver it. One example, so the two sides of the message are tested against the same series.
 */
export const PRAIRIE_OVAL_SERIES = {
  name: 'Prairie Oval Series',
  races: 7,
  averageEntries: 65,
  mixedClasses: false,
  tracks: [{ name: 'Red Deer Oval', website: 'https://oval.example.ca' }, { name: 'Calgary Fairgrounds' }],
  country: 'CA',
  state: 'AB',
  zipcode: 'T4N 5E1',
  currency: 'CAD',
};
