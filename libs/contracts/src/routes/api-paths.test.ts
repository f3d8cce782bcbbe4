import { describe, expect, it } from 'vitest';
import { apiPath, isApiPath } from './api-paths';

describe('apiPath', () => {
  it('gives a template without parameters as it is', () => {
    expect(apiPath('/api/events')).toBe('/api/events');
    expect(apiPath('/api/session')).toBe('/api/session');
  });

  it('fills each parameter, URI-encoded, and keeps an extension after it', () => {
    expect(apiPath('/api/admin/rider/:riderId/bikes/:bikeId', { riderId: 'r 1/2', bikeId: 'b?#&' })).toBe('/api/admin/rider/r%201%2F2/bikes/b%3F%23%26');
    expect(apiPath('/api/event/:eventId/invoice.pdf', { eventId: 'é' })).toBe('/api/event/%C3%A9/invoice.pdf');
    expect(apiPath('/api/dealer/cheat-sheet/:locale.pdf', { locale: 'fr' })).toBe('/api/dealer/cheat-sheet/fr.pdf');
  });

  it('fills `:role` with a role, every time it appears', () => {
    expect(apiPath('/api/:role/rider/:riderId/documents', { role: 'admin', riderId: 'r1' })).toBe('/api/admin/rider/r1/documents');
    expect(apiPath('/api/:role/:role/change-password', { role: 'dealer' })).toBe('/api/dealer/dealer/change-password');
  });

  it('refuses a missing or empty parameter rather than calling another path', () => {
    const missing = { riderId: undefined } as unknown as { riderId: string };
    expect(() => apiPath('/api/rider/rider/:riderId/pin', missing)).toThrow('/api/rider/rider/:riderId/pin needs its parameter :riderId');
    expect(() => apiPath('/api/rider/rider/:riderId/pin', { riderId: '' })).toThrow(':riderId');
  });

  it('compiles only templates of the registry, with their parameters named', () => {
    // These lines are the test: `tsc -b libs/contracts` fails if one of them compiles.
    const never = (build: () => string) => expect(build).toBeTypeOf('function');
    // @ts-expect-error no row of API_ROUTES is /api/nowhere
    never(() => apiPath('/api/nowhere'));
    // @ts-expect-error a typo in a segment the table spells out
    never(() => apiPath('/api/admin/ruls-sets'));
    // @ts-expect-error `/api/admin/rider` needs its role segment to be the table's `:role`, and a parameter never stands for a literal segment
    never(() => apiPath('/api/admin/:kind/audit-log', { kind: 'x' }));
    // @ts-expect-error a BFF route matches whole: nothing lies beneath /api/session
    never(() => apiPath('/api/session/extra'));
    // @ts-expect-error the query is the api-client's `query` option
    never(() => apiPath('/api/events?limit=1'));
    // @ts-expect-error the parameter must be given
    never(() => apiPath('/api/serie/:seriesId'));
    // @ts-expect-error by its name
    never(() => apiPath('/api/serie/:seriesId', { id: 's1' }));
    // @ts-expect-error `:role` takes a role
    never(() => apiPath('/api/:role/wallet', { role: 'guest' }));
    const template: string = '/api/events';
    // @ts-expect-error a template is a literal, so the compiler can read it
    never(() => apiPath(template));
  });
});

describe('isApiPath', () => {
  it('tells an API path from a page', () => {
    expect(isApiPath('/api/logout')).toBe(true);
    expect(isApiPath('/auth/rider/dashboard')).toBe(false);
    expect(isApiPath('/apiary')).toBe(false);
  });
});
