import { PAYOUT_CLAIM_STATUSES } from '@rr/contracts';
import { Button, Field, Input, Select } from '@rr/ui';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useClaimText } from './use-claim-text';

/**
 * The filters besides the search box (spec §3 payout claim search fields and the status): the text ones apply on
 * submit, the choices at once; each lives in the page's address.
 */
export function ClaimFilters({ search, set }: { search: URLSearchParams; set: (name: string, value: string) => void }) {
  const intl = useIntl();
  const t = useClaimText();
  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    for (const name of ['name', 'email', 'bikeModel', 'bikeYear'] as const) {
      const value = String(data.get(name) ?? '').trim();
      if (value !== (search.get(name) ?? '')) set(name, value);
    }
  };
  return (
    <form className="adm-claim-filters" onSubmit={applyFilters} key={search.toString()}>
      <Field label={t('col.name')}>
        <Input name="name" defaultValue={search.get('name') ?? ''} />
      </Field>
      <Field label={t('col.email')}>
        <Input name="email" defaultValue={search.get('email') ?? ''} />
      </Field>
      <Field label={t('col.bikeModel')}>
        <Input name="bikeModel" defaultValue={search.get('bikeModel') ?? ''} />
      </Field>
      <Field label={t('col.bikeYear')}>
        <Input name="bikeYear" inputMode="numeric" defaultValue={search.get('bikeYear') ?? ''} />
      </Field>
      <Field label={t('col.country')}>
        <Select value={search.get('country') ?? ''} onChange={(event) => set('country', event.target.value)}>
          <option value="">{t('any')}</option>
          <option value="US">{intl.formatDisplayName('US', { type: 'region' })}</option>
          <option value="CA">{intl.formatDisplayName('CA', { type: 'region' })}</option>
        </Select>
      </Field>
      <Field label={t('col.status')}>
        <Select value={search.get('status') ?? ''} onChange={(event) => set('status', event.target.value)}>
          <option value="">{t('any')}</option>
          {PAYOUT_CLAIM_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="adm-claim-filters__apply">
        <Button type="submit" variant="secondary" size="sm">
          {t('apply')}
        </Button>
      </div>
    </form>
  );
}
