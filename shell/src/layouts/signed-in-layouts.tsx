import type { UserType } from '@rr/session';
import { FullScreenSpinner, lazyPage } from '@rr/ui';
import { Suspense, type ReactNode } from 'react';

// The signed-in frame (sidebar, top bar, user menu, proxy banner) is its own chunk: a visitor of the public site never
// downloads it, and a user who signs in fetches it beside their area's remote. A failed load reaches the router's
// error boundary like any page chunk (Retry fetches it again).
const SignedInLayout = lazyPage(() => import('./signed-in-layout').then((module) => module.SignedInLayout));

function area(role: UserType) {
  function AreaLayout({ children }: { children?: ReactNode }) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <SignedInLayout role={role}>{children}</SignedInLayout>
      </Suspense>
    );
  }
  AreaLayout.displayName = `${role[0]!.toUpperCase()}${role.slice(1)}Layout`;
  return AreaLayout;
}

export const AdminLayout = area('admin');
export const DealerLayout = area('dealer');
export const PromoterLayout = area('promoter');
export const RiderLayout = area('rider');
