// @vitest-environment happy-dom
import { MAX_TRACKS, emptyApplication, promoterApplicationSchema, type ApplicationValues } from '@rr/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { TrackFields, type TrackFieldsProps } from './track-fields';
import { useContractForm, type ContractForm } from './use-contract-form';

const messages = {
  'my.trackName': 'Track {n}',
  'my.trackWebsite': 'Website of track {n}',
  'my.removeTrack': 'Remove track {n}',
  'my.remove': 'Remove',
  'my.addTrack': 'Add more',
  'ui.field.optional': 'optional',
};

let current: ContractForm<ApplicationValues, unknown> | null = null;

function Harness(props: Partial<TrackFieldsProps<unknown>>) {
  const form = useContractForm<ApplicationValues, unknown>({ schema: promoterApplicationSchema, defaultValues: emptyApplication('US'), send: async () => undefined });
  current = form;
  return (
    <form {...form.formProps}>
      <TrackFields form={form} messages="my" classes={{ list: 'tracks', row: 'track' }} {...props} />
    </form>
  );
}

const renderTracks = (props: Partial<TrackFieldsProps<unknown>> = {}) =>
  render(
    <IntlProvider locale="en" messages={messages}>
      <Harness {...props} />
    </IntlProvider>,
  );

describe('TrackFields', () => {
  afterEach(cleanup);

  it('starts with one track that cannot be removed, adds rows up to the limit and removes the one asked for', async () => {
    renderTracks();
    expect(screen.getByLabelText(/^Track 1(?!\d)/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove track 1' })).toBeNull();
    for (let n = 2; n <= MAX_TRACKS; n += 1) await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add more' })));
    expect(screen.getByLabelText(new RegExp(`^Track ${MAX_TRACKS}(?!\\d)`))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add more' })).toBeNull();
    await act(async () => fireEvent.change(screen.getByLabelText(/^Track 2(?!\d)/), { target: { value: 'Second oval' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove track 1' })));
    expect(current?.form.getValues('tracks')[0]?.name).toBe('Second oval');
    expect(current?.form.getValues('tracks')).toHaveLength(MAX_TRACKS - 1);
  });

  it('marks the website optional and names the remove button in the public form’s way', async () => {
    const { container } = renderTracks({ optionalClassName: 'opt', removeText: true, classes: { list: 'tracks', row: 'track', grid: 'grid' } });
    expect(container.querySelector('.track > .grid')).not.toBeNull();
    expect(container.querySelector('label .opt')?.textContent).toBe('(optional)');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add more' })));
    expect(screen.getByRole('button', { name: 'Remove track 2' }).textContent).toBe('Remove');
  });
});
