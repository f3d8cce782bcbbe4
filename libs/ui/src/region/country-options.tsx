import { COUNTRIES } from '@rr/contracts';
import { useCountryName } from './country-name';

export { useCountryName };

/**
 * The `<option>`s of a country select, one per country the programme runs in (or `codes`), each named in the
 * reader's language; the select's own empty option, if any, comes before them.
 */
export function CountryOptions({ codes = COUNTRIES }: { codes?: readonly string[] }) {
  const countryName = useCountryName();
  return (
    <>
      {codes.map((code) => (
        <option key={code} value={code}>
          {countryName(code)}
        </option>
      ))}
    </>
  );
}
