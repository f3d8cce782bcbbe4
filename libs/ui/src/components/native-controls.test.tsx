import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Collapsible } from './disclosure';
import { Field, Input, Select } from './field';
import { Tabs } from './tabs';

// The kit's own form, tab and disclosure controls (they replaced Headless UI): what assistive technology
// reads from their markup. Keyboard handling is exercised in the browser by the e2e suites (a11y, public, mobile).
const render = (node: React.ReactNode) => renderToStaticMarkup(<IntlProvider locale="en">{node}</IntlProvider>);
const attr = (html: string, tag: string, name: string) => new RegExp(`<${tag}[^>]*\\b${name}="([^"]*)"`).exec(html)?.[1];

describe('Field', () => {
  it('labels its control and links the hint and the error to it', () => {
    const html = render(
      <Field label="Email" hint="We never share it" error="Enter a valid email" required>
        <Input type="email" invalid />
      </Field>,
    );
    const id = attr(html, 'input', 'id');
    expect(id).toBeTruthy();
    expect(attr(html, 'label', 'for')).toBe(id);
    const describedBy = attr(html, 'input', 'aria-describedby')!.split(' ');
    expect(describedBy).toHaveLength(2);
    expect(html).toContain(`<p id="${describedBy[0]}" class="rr-hint">We never share it</p>`);
    expect(html).toContain(`<p id="${describedBy[1]}" class="rr-field__error" role="alert">Enter a valid email</p>`);
    expect(attr(html, 'input', 'aria-invalid')).toBe('true');
    expect(html).toContain('(Required)');
  });

  it('keeps a control valid unless told, adds its own description first, and passes disabled down', () => {
    const html = render(
      <Field label="Model" hint="As on the frame" disabled>
        <Select aria-describedby="extra">
          <option>CRF</option>
        </Select>
      </Field>,
    );
    expect(attr(html, 'select', 'aria-invalid')).toBeUndefined();
    expect(attr(html, 'select', 'aria-describedby')).toMatch(/^extra \S+hint$/);
    expect(html).toMatch(/<select[^>]*disabled=""/);
  });
});

describe('Tabs', () => {
  const tabs = [
    { key: 'upcoming', label: 'Upcoming', content: <p>soon</p> },
    { key: 'past', label: 'Past', content: <p>before</p> },
  ];

  it('marks the selected tab, puts only it in the Tab order and renders only its panel', () => {
    const html = render(<Tabs tabs={tabs} selectedKey="past" />);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="false"[^>]*tabindex="-1"[^>]*>Upcoming</);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*tabindex="0"[^>]*>Past</);
    expect(html).toContain('<p>before</p>');
    expect(html).not.toContain('<p>soon</p>');
    const panel = /<div role="tabpanel" id="([^"]+)" aria-labelledby="([^"]+)"/.exec(html)!;
    expect(html).toContain(`aria-controls="${panel[1]}"`);
    expect(html).toContain(`id="${panel[2]}"`);
  });

  it('starts on the default tab when uncontrolled', () => {
    expect(render(<Tabs tabs={tabs} defaultKey="past" />)).toContain('<p>before</p>');
  });
});

describe('Collapsible', () => {
  it('is a button that says whether its panel is open, and renders the panel only while open', () => {
    const closed = render(<Collapsible title="Riders">links</Collapsible>);
    expect(closed).toMatch(/<button type="button"[^>]*aria-expanded="false" aria-controls="([^"]+)"/);
    expect(closed).not.toContain('links');
    const open = render(<Collapsible title="Riders" defaultOpen>links</Collapsible>);
    expect(open).toMatch(/aria-expanded="true"/);
    expect(open).toContain('links');
  });
});
