import type { DealerFinderItem } from '@rr/contracts';
import { useFormat } from '@rr/ui';
import { Globe, Phone } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Distance } from '../../../components/distance';
import type { DistanceUnit } from '../../../lib/postal-codes';
import { addressLines, dealerAnchor, telHref, websiteOf } from '../lib/dealer-display';
import { FavouriteDealerButton } from './favourite-dealer-button';

/**
 * One dealer of the finder: name, address, phone (to call), website, the distance from the searched code (in
 * `distanceUnit`: kilometres around a Canadian code), the rider's mark.
 */
export function DealerCard({ dealer, distanceUnit = 'mile' }: { dealer: DealerFinderItem; distanceUnit?: DistanceUnit }) {
  const intl = useIntl();
  const format = useFormat();
  const anchor = dealerAnchor(dealer._id);
  const nameId = `${anchor}-name`;
  const country = dealer.country ? (intl.formatDisplayName(dealer.country, { type: 'region' }) ?? dealer.country) : null;
  const tel = telHref(dealer.phone, dealer.country);
  const website = websiteOf(dealer.websiteUrl);

  return (
    <article className="pub-dealer-card" id={anchor} aria-labelledby={nameId}>
      <div className="pub-dealer-card__body">
        <h3 className="pub-dealer-card__name" id={nameId}>{dealer.name}</h3>
        <address className="pub-dealer-card__address">
          {addressLines(dealer).map((line, index) => (
            <span key={index}>{line}</span>
          ))}
          {country ? <span>{country}</span> : null}
        </address>
        {dealer.phone || website ? (
          <ul className="pub-dealer-card__contact">
            {dealer.phone ? (
              <li>
                <Phone className="rr-icon" aria-hidden="true" />
                <span className="rr-visually-hidden"><FormattedMessage id="public.dealers.phone" />: </span>
                {tel ? <a className="rr-link" href={tel}>{format.phone(dealer.phone)}</a> : <span>{format.phone(dealer.phone)}</span>}
              </li>
            ) : null}
            {website ? (
              <li>
                <Globe className="rr-icon" aria-hidden="true" />
                <span className="rr-visually-hidden"><FormattedMessage id="public.dealers.website" />: </span>
                <a className="rr-link" href={website.href} target="_blank" rel="noopener noreferrer">
                  {website.host}
                  <span className="rr-visually-hidden"> <FormattedMessage id="public.dealers.newTab" /></span>
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
      <div className="pub-dealer-card__side">
        {dealer.distanceMiles !== undefined && dealer.distanceMiles !== null ? (
          <p className="pub-dealer-card__distance">
            <Distance miles={dealer.distanceMiles} unit={distanceUnit} />
          </p>
        ) : null}
        <FavouriteDealerButton dealer={dealer} describedBy={nameId} />
      </div>
    </article>
  );
}
