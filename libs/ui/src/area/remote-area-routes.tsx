import type { ComponentType, ReactNode } from 'react';
// The kit itself comes through its shared entry: this module is its own, bundled into each remote's routes chunk.
import { AreaRoutes, RemoteArea, type AreaDefinition } from '@rr/ui';

/**
 * What a role remote's ./routes renders: its pages (`overrides` over the area's headers, see AreaRoutes) inside its
 * own translations (`intl`, the remote's lazy provider) and its build's wrapper. `build` is the remote's
 * `__RR_REMOTE_BUILD__`, which only the remote's own source can read. The shell mounts it inside the area's layout;
 * navigation, guard and proxy banner are the shell's.
 */
export function RemoteAreaRoutes({ intl: Intl, build, definition, overrides }: {
  intl: ComponentType<{ children: ReactNode }>;
  build: string;
  definition: AreaDefinition;
  overrides: Readonly<Record<string, ReactNode>>;
}) {
  return (
    <Intl>
      <RemoteArea build={build}>
        <AreaRoutes definition={definition} overrides={overrides} />
      </RemoteArea>
    </Intl>
  );
}
