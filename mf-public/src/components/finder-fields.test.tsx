// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { RegionFilter } from './region-filter';
import { ZipRadiusFields, useZipCheck } from './zip-radius-fields';

afterEach(cleanup);

const inEnglish = (ui: React.ReactNode) => render(<IntlProvider locale="en" messages={en}>{ui}</IntlProvider>);

describe('RegionFilter', () => {
  const regions = (country: string) => {
    inEnglish(<RegionFilter country={country} label="State" anyLabel="Any state" value="" onChange={() => {}} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'State' });
    return { select, groups: [...select.querySelectorAll('optgroup')].map((group) => group.label) };
  };

  it('groups the US states and the Canadian provinces under their countries when no country is chosen', () => {
    const { select, groups } = regions('');
    expect(groups).toEqual(['United States', 'Canada']);
    expect(select.options[0]?.textContent).toBe('Any state');
  });

  it('offers one country’s regions, and none (disabled) elsewhere', () => {
    expect(regions('CA').groups).toEqual(['Canada']);
    cleanup();
    expect(regions('FR').groups).toEqual([]);
    expect(screen.getByRole('combobox', { name: 'State' }).closest('[data-disabled]')).not.toBeNull();
  });
});

function ZipForm({ zipcode }: { zipcode: string }) {
  const zip = useZipCheck();
  return (
    <form onSubmit={(event) => { event.preventDefault(); zip.accepts(zipcode); }}>
      <ZipRadiusFields zipcode={zipcode} radius="" check={zip} onZipcode={() => {}} onRadius={() => {}} />
      <button type="submit">Search</button>
    </form>
  );
}

describe('useZipCheck', () => {
  it('refuses a postal code the finder cannot read at its field, and leaves a readable one alone', () => {
    inEnglish(<ZipForm zipcode="ABCDE" />);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const field = screen.getByRole('textbox');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    cleanup();
    inEnglish(<ZipForm zipcode="92570" />);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).not.toBe('true');
  });
});
