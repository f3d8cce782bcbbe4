import { FormattedMessage } from 'react-intl';

/** "1st", "1er", "1.", "1:a"… from the catalog's selectordinal message. */
export function PlaceLabel({ place }: { place: number }) {
  return <FormattedMessage id="public.place.ordinal" values={{ place }} />;
}
