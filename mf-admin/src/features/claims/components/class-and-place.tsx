import type { ClaimClassChoice, Currency } from '@rr/contracts';
import { Field, Select, useFormat } from '@rr/ui';
import type { FieldControl } from '@rr/ui/form';
import { useClaimText } from './use-claim-text';

type SelectControl = FieldControl & { value: string };

/**
 * The class (the event's paying classes) and the place (the places its payout table pays, each with what it pays) a
 * claim names. `classes` null: no event chosen yet.
 */
export function ClassAndPlace({
  classes,
  chosen,
  currency,
  classField,
  placeField,
  classError,
  placeError,
}: {
  classes: { data?: ClaimClassChoice[] | undefined; isError: boolean } | null;
  chosen: ClaimClassChoice | undefined;
  currency: Currency;
  classField: SelectControl;
  placeField: SelectControl;
  classError: string | undefined;
  placeError: string | undefined;
}) {
  const format = useFormat();
  const t = useClaimText();
  const list = classes?.data;
  const first = !classes ? 'chooseEventFirst' : classes.isError ? 'classesFailed' : list ? 'chooseClass' : 'classesLoading';
  return (
    <div className="adm-form-grid">
      <Field label={t('className')} error={classError} hint={list?.length === 0 ? t('noClasses') : undefined} required>
        <Select {...classField} disabled={!list}>
          <option value="">{t(first)}</option>
          {(list ?? []).map((c) => (
            <option key={c.name} value={c.name}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('place')} error={placeError} required>
        <Select {...placeField} disabled={!chosen}>
          <option value="">{t('choosePlace')}</option>
          {(chosen?.places ?? []).map((cents, index) => (
            <option key={index + 1} value={String(index + 1)}>
              {t('placeOption', { place: index + 1, amount: format.money(cents, currency), type: t(`type.${chosen!.payoutType}`) })}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
