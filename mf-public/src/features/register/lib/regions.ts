// State and province names come from the one translated table every form and finder uses (`@rr/contracts/regions`),
// country names from the browser (lib/places).
export { regionName, regionOptions } from '@rr/contracts/regions';
export { countryName } from '../../../lib/places';
