import { Button, Field, Input, Spinner } from '@rr/ui';
import { useDebounced } from '@rr/ui/use-debounced';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRidersList } from '../api/riders-queries';
import { SEARCH_DEBOUNCE_MS } from '../lib/rider-list';
import type { MergeRider } from '../lib/merge-form';

/** How many matches the picker lists. */
const PICKER_LIMIT = 6;

interface RiderPickerProps {
  label: React.ReactNode;
  value: MergeRider | null;
  onChange: (rider: MergeRider | null) => void;
  /** The rider chosen in the other slot (marked, so the same rider is not picked twice by mistake). */
  otherId?: string | undefined;
  tone: 'keep' | 'delete';
}

function Results({ query, otherId, onPick }: { query: string; otherId?: string | undefined; onPick: (rider: MergeRider) => void }) {
  const intl = useIntl();
  const riders = useRidersList({ query, page: 1, sorting: [] }, PICKER_LIMIT);
  const rows = riders.data?.rows ?? [];
  // The rows kept from the previous search are not this search's answer.
  const loading = riders.isPending || riders.isPlaceholderData;
  const error = riders.isError;
  if (loading) return <Spinner size="sm" label={intl.formatMessage({ id: 'admin.riders.loading' })} />;
  if (error) return <p className="rr-field__error"><FormattedMessage id="admin.riders.loadFailed" /></p>;
  if (rows.length === 0) return <p className="rr-muted adm-picker__none"><FormattedMessage id="admin.riders.empty.search" values={{ query }} /></p>;
  return (
    <ul className="adm-picker__results">
      {rows.map((rider) => (
        <li key={rider.id}>
          <button type="button" className="adm-picker__option" onClick={() => onPick({ id: rider.id, name: rider.name, email: rider.email })}>
            <span className="adm-picker__name">{rider.name || rider.email}</span>
            <span className="adm-picker__email">{rider.email}</span>
            {rider.id === otherId && (
              <span className="rr-badge">
                <FormattedMessage id="admin.riders.merge.alreadyChosen" />
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Choose one rider by searching name or e-mail (the merge dialog's two slots). */
export function RiderPicker({ label, value, onChange, otherId, tone }: RiderPickerProps) {
  const intl = useIntl();
  const headingId = useId();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const pick = (rider: MergeRider) => {
    setText('');
    onChange(rider);
  };

  if (value) {
    return (
      <section className={`adm-picker adm-picker--${tone}`} aria-labelledby={headingId}>
        <p id={headingId} className="adm-picker__label">{label}</p>
        <div className="adm-picker__chosen">
          <div>
            <p className="adm-picker__name">{value.name || value.email}</p>
            <p className="adm-picker__email">{value.email}</p>
          </div>
          <Button size="sm" variant="ghost" onClick={() => onChange(null)} aria-label={intl.formatMessage({ id: 'admin.riders.merge.changeLabel' }, { name: value.name || value.email })}>
            <FormattedMessage id="admin.riders.merge.change" />
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className={`adm-picker adm-picker--${tone}`}>
      <Field label={label}>
        <Input
          type="search"
          value={text}
          autoComplete="off"
          placeholder={intl.formatMessage({ id: 'admin.riders.search.placeholder' })}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      {text.trim().length >= 2 && query.length >= 2 ? (
        <Results query={query} otherId={otherId} onPick={pick} />
      ) : (
        <p className="rr-hint adm-picker__none">
          <FormattedMessage id="admin.riders.merge.searchHint" />
        </p>
      )}
    </section>
  );
}
