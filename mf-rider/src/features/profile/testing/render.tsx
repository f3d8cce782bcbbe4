import { paths, type RiderViewBody } from '@rr/contracts';
import type { Session } from '@rr/session';
import type { ReactNode } from 'react';
import { renderRider, type Rendered } from '../../../testing/render';

// The profile's component tests: the page's parts in English, at the profile's address, with a signed-in rider and a
// fake /api.

export { fakeApi, type FakeAnswer, type Rendered, type SeenCall } from '../../../testing/render';

export function renderProfile(node: ReactNode, { path = paths.rider.profile(), session }: { path?: string; session?: Session } = {}): Rendered {
  return renderRider(node, { path, session });
}

/** A rider as GET /api/rider/rider/{id} answers it. */
export function aRiderView(overrides: Partial<RiderViewBody> = {}): RiderViewBody {
  return {
    _id: 'r1',
    email: 'olivia.price@example.com',
    emailVerified: true,
    deActivated: false,
    firstName: 'Olivia',
    lastName: 'Price',
    fullName: 'Olivia Price',
    phone1: '3035550100',
    phone2: null,
    addressLine1: '1 Main St',
    addressLine2: null,
    city: 'Denver',
    state: 'CO',
    zipcode: '80202',
    country: 'US',
    currency: 'USD',
    sex: 'female',
    dateOfBirth: '2004-03-25',
    racingType: 'offroad',
    amaNumber: null,
    hasPin: true,
    bio: null,
    hometown: null,
    pro: false,
    nonResidentAlien: false,
    twitter: null,
    instagram: null,
    facebook: null,
    vimeo: null,
    linkedin: null,
    youtube: null,
    profileImage: null,
    lastLoginAt: null,
    loginCount: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    bikes: [],
    documents: { licence: null, w9: null },
    documentsRequired: false,
    requiredDocuments: [],
    ...overrides,
  };
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
