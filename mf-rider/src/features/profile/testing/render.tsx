import { paths } from '@rr/contracts';
import type { Session } from '@rr/session';
import type { ReactNode } from 'react';
import { renderRider, type Rendered } from '../../../testing/render';

// The profile's component tests: the page's parts in English, at the profile's address, with a signed-in rider and a
// fake /api.

export { fakeApi, type FakeAnswer, type Rendered, type SeenCall } from '../../../testing/render';
export { aRiderView } from '@rr/contracts/testing';

export function renderProfile(node: ReactNode, { path = paths.rider.profile(), session }: { path?: string; session?: Session } = {}): Rendered {
  return renderRider(node, { path, session });
}

/** The signed-in rider's session. */
export function riderSession(overrides: Record<string, unknown> = {}): Session {
  return {
    authenticated: true,
    type: 'rider',
    proxyHost: false,
    user: { _id: 'r1', type: 'rider', email: 'olivia.price@example.com', emailVerified: true, deActivated: false, fullName: 'Olivia Price', bikes: [], hasPin: true, pinLocked: false, ...overrides },
  } as Session;
}
