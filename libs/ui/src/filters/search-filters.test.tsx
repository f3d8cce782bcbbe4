// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { CountryFilter, FilterActions, FilterSelect } from './search-filters';

const inEnglish = (ui: React.ReactNode) => render(<IntlProvider locale="en">{ui}</IntlProvider>);

describe('FilterSelect', () => {
  it('offers its "any" choice first, then its options, and hands a choice to onChange', () => {
    const onChange = vi.fn();
    inEnglish(
      <FilterSelect label="Discipline" anyLabel="Any" value="" onChange={onChange}>
        <option value="mx">Motocross</option>
      </FilterSelect>,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Discipline' });
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([['', 'Any'], ['mx', 'Motocross']]);
    fireEvent.change(select, { target: { value: 'mx' } });
    expect(onChange).toHaveBeenCalledWith('mx');
  });
});

describe('CountryFilter', () => {
  it('lists the countries it is given after "any country", named in the reader’s language', () => {
    inEnglish(<CountryFilter label="Country" anyLabel="Any country" codes={['CA', 'US']} value="CA" onChange={() => {}} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
    expect([...select.options].map((o) => o.textContent)).toEqual(['Any country', 'Canada', 'United States']);
    expect(select.value).toBe('CA');
  });
});

describe('FilterActions', () => {
  it('shows clear only when there is a search to clear', () => {
    const onClear = vi.fn();
    const { rerender } = inEnglish(<FilterActions className="x" search="Search" clear="Clear" />);
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    rerender(
      <IntlProvider locale="en">
        <FilterActions className="x" search="Search" clear="Clear" onClear={onClear} />
      </IntlProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
