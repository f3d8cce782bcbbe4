import type { ComponentType, ReactNode } from 'react';
import { DefaultLayout } from './default-layout';
import { PublicLayout } from './public-layout';
import { AdminLayout, DealerLayout, PromoterLayout, RiderLayout } from './signed-in-layouts';

export type LayoutComponent = ComponentType<{ children?: ReactNode }>;

export const LAYOUTS: Record<string, LayoutComponent> = {
  default: DefaultLayout,
  public: PublicLayout,
  admin: AdminLayout,
  dealer: DealerLayout,
  promoter: PromoterLayout,
  rider: RiderLayout,
};

/** Spec §2: "Unknown layouts fall back to the default layout." */
export function resolveLayout(name: string | undefined): LayoutComponent {
  return (name !== undefined && Object.hasOwn(LAYOUTS, name) ? LAYOUTS[name] : undefined) ?? DefaultLayout;
}

export { DefaultLayout, PublicLayout, AdminLayout, DealerLayout, PromoterLayout, RiderLayout };
