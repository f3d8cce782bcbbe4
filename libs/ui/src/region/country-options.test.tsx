// @vitest-environment happy-dom
import { COUNTRIES } from '@rr/contracts';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CountryOptions } from './country-options';

describe('CountryOptions', () => {
  it('names every programme country in the reader’s language, keeping its code as the value', () => {
    const { container } = render(
      <IntlProvider locale="de">
        <select>
          <CountryOptions />
        </select>
      </IntlProvider>,
    );
    const options = [...container.querySelectorAll('option')];
    expect(options.map((o) => o.value)).toEqual([...COUNTRIES]);
    expect(options.find((o) => o.value === 'DE')?.textContent).toBe('Deutschland');
  });

  it('lists only the codes it is given', () => {
    const { container } = render(
      <IntlProvider locale="en">
        <select>
          <CountryOptions codes={['CA', 'US']} />
        </select>
      </IntlProvider>,
    );
    expect([...container.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Canada', 'United States']);
  });
});
