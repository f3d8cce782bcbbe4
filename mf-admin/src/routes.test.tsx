import { describe, expect, it } from 'vitest';
import { areaPages } from '@rr/contracts/routes';
import { OVERRIDES } from './routes';

describe('admin routes', () => {
  // A page the remote does not build falls back to its bare header, which looks like a page that never loads.
  it('builds every admin page of the route registry, keyed by its path, and nothing else', () => {
    const paths = areaPages('admin').map((page) => page.path);
    expect(Object.keys(OVERRIDES).sort()).toEqual([...paths].sort());
  });
});
