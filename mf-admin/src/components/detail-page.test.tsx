// @vitest-environment happy-dom
import { useLocation } from '@rr/router';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/render';
import { DeleteAction, MissingPage, RecordPage } from './detail-page';

afterEach(cleanup);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Page({ remove }: { remove: () => Promise<string> }) {
  return (
    <RecordPage back={<a href="/things">All things</a>} title="Thing one" actions={<DeleteAction label="Delete" title="Delete Thing one?" message="It goes for good." busy={false} remove={remove} leaveTo="/things" />}>
      <Where />
    </RecordPage>
  );
}

describe('the record-page frame', () => {
  it('asks before deleting, then leaves for the list', async () => {
    const remove = vi.fn(async () => 'Deleted');
    const { user } = renderAdmin(<Page remove={remove} />, { path: '/things/1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Thing one' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByText('It goes for good.')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/things'));
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('stays on the page and closes the prompt when the delete fails', async () => {
    const { user } = renderAdmin(<Page remove={() => Promise.reject(new Error('no'))} />, { path: '/things/1' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(screen.queryByText('It goes for good.')).toBeNull());
    expect(screen.getByTestId('where').textContent).toBe('/things/1');
  });

  it('says why a record is missing', () => {
    renderAdmin(<MissingPage back="Back" title="No such thing" error={new Error('gone')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'No such thing' })).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
