// @vitest-environment happy-dom
import type { ApiToken } from '@rr/contracts/api-tokens';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderTool } from '../testing/render';
import { ApiTokensPanel } from './api-tokens-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const token = (overrides: Partial<ApiToken> = {}): ApiToken => ({
  _id: '0123456789abcdef',
  name: 'Timing tent',
  scopes: ['results:read', 'results:write'],
  prefix: 'rr_pt_0123456789abcdef_',
  createdAt: '2026-03-01T10:00:00.000Z',
  lastUsedAt: null,
  rotatedAt: null,
  ...overrides,
});
const SECRET = `rr_pt_0123456789abcdef_${'x'.repeat(43)}`;
const LIST = '/api/promoter/promoter/p-one/api-tokens';

describe('ApiTokensPanel', () => {
  it('lists the tokens: name, what each may do, when last used (never)', async () => {
    fakeApi({ [`GET ${LIST}`]: { body: { tokens: [token()] } } });
    renderTool(<ApiTokensPanel role="promoter" promoterId="p-one" />);
    const row = await screen.findByRole('row', { name: /Timing tent/ });
    expect(row.textContent).toContain('read events and imports, send and import results');
    expect(row.textContent).toContain('Never');
    expect(row.textContent).toContain('rr_pt_0123456789abcdef_…');
  });

  it('creates a token with the chosen scopes and shows it once, with a copy button', async () => {
    const api = fakeApi({
      [`GET ${LIST}`]: [{ body: { tokens: [] } }, { body: { tokens: [token({ scopes: ['results:read', 'results:write', 'results:commit'] })] } }],
      [`POST ${LIST}`]: { status: 201, body: { token: token(), secret: SECRET } },
    });
    const { user } = renderTool(<ApiTokensPanel role="promoter" promoterId="p-one" />);
    await screen.findByText('No tokens yet');
    await user.type(screen.getByLabelText(/^Name/), 'Timing tent');
    await user.click(screen.getByLabelText(/import at once/));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Timing tent', scopes: ['results:read', 'results:write', 'results:commit'] }));
    const dialog = await screen.findByRole('dialog', { name: 'Token “Timing tent”' });
    expect(within(dialog).getByTestId('api-token-secret').textContent).toBe(SECRET);
    await user.click(within(dialog).getByRole('button', { name: 'Copy token' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(SECRET);
  });

  it('revokes only after confirming, on staff’s path for this promoter', async () => {
    const admin = '/api/admin/promoter/p-one/api-tokens';
    const api = fakeApi({ [`GET ${admin}`]: { body: { tokens: [token()] } }, [`POST ${admin}/0123456789abcdef/revoke`]: { status: 204, body: undefined } });
    const { user } = renderTool(<ApiTokensPanel role="admin" promoterId="p-one" />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Timing tent' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Revoke Timing tent' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Revoke “Timing tent”?' })).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`${admin}/0123456789abcdef/revoke`]));
  });

  it('shows the rotated token once', async () => {
    fakeApi({ [`GET ${LIST}`]: { body: { tokens: [token()] } }, [`POST ${LIST}/0123456789abcdef/rotate`]: { body: { token: token({ rotatedAt: '2026-03-02T10:00:00.000Z' }), secret: SECRET } } });
    const { user } = renderTool(<ApiTokensPanel role="promoter" promoterId="p-one" />);
    await user.click(await screen.findByRole('button', { name: 'Rotate Timing tent' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Rotate “Timing tent”?' })).getByRole('button', { name: 'Rotate' }));
    expect((await screen.findByTestId('api-token-secret')).textContent).toBe(SECRET);
  });
});
