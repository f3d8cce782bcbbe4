import { ButtonLink, Field, Input, PageHeader } from '@rr/ui';
import { FilterSelect as KitFilterSelect } from '@rr/ui/search-filters';
import { Plus } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** An admin list page: the area's header (title, lead, the page's actions) over the page's cards. */
export function ListPage({ title, lead, actions, children }: { title: ReactNode; lead?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="adm-page">
      <PageHeader eyebrow={<FormattedMessage id="admin.area" />} title={title} description={lead} actions={actions} />
      {children}
    </div>
  );
}

/** The header's button to a list's create page. */
export function NewButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink to={to} size="sm">
      <Plus className="rr-icon" aria-hidden="true" />
      {children}
    </ButtonLink>
  );
}

/**
 * A list's toolbar: its search box, its filters side by side, and how many rows match (read out as it changes).
 * Where a table draws the toolbar itself, `bare` leaves out the toolbar's own box.
 */
export function ListToolbar({ search, filters, count, bare = false }: { search?: ReactNode; filters?: ReactNode; count: ReactNode; bare?: boolean }) {
  const parts = (
    <>
      {search}
      {filters ? <div className="adm-deadline-filters">{filters}</div> : null}
      <p className="adm-toolbar__count rr-muted" aria-live="polite">
        {count}
      </p>
    </>
  );
  return bare ? parts : <div className="adm-toolbar">{parts}</div>;
}

/** A list's search box (a search landmark: Enter does not leave the page, the list follows the typing). */
export function ListSearch({ label, text, onText, ...input }: { label: ReactNode; text: string; onText: (text: string) => void } & Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'>) {
  return (
    <form role="search" className="adm-toolbar__search" onSubmit={(event) => event.preventDefault()}>
      <Field label={label}>
        <Input type="search" value={text} onChange={(event) => onText(event.target.value)} {...input} />
      </Field>
    </form>
  );
}

/**
 * One filter of a list: the kit's filter select with `options`, each shown as `label` says (the value itself by
 * default), after an option for "any" (value `anyValue`) when `any` names it.
 */
export function FilterSelect<T extends string | number>({
  options,
  optionLabel = String,
  any,
  ...select
}: Omit<ComponentProps<typeof KitFilterSelect>, 'children' | 'anyLabel' | 'disabled'> & {
  options: readonly T[];
  optionLabel?: (option: T) => string;
  any?: string;
}) {
  return (
    <KitFilterSelect {...select} anyLabel={any}>
      {options.map((option) => (
        <option key={option} value={String(option)}>
          {optionLabel(option)}
        </option>
      ))}
    </KitFilterSelect>
  );
}

/** The options of a filter fed by the list's answer, with the chosen one kept when the answer no longer has it. */
export function withChosen<T>(options: readonly T[] | undefined, chosen: T | undefined): T[] {
  return [...new Set([...(options ?? []), ...(chosen !== undefined ? [chosen] : [])])];
}
