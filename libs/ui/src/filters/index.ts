/** The pieces of a list's search form (the public finders, the rider's lists): its selects, buttons and draft. */
export { CountryFilter, FilterActions, FilterSelect } from './search-filters';
export { useUrlDraft } from './use-url-draft';
export { useCountryName } from '../region/country-name';
