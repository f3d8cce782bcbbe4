import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { lazyPage, retryFailedPages } from './lazy-page';

/** Renders the tree to HTML once every lazy part has settled (a failed one leaves its Suspense fallback). */
async function settle(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node, { onError: () => undefined });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const Greeting = ({ name }: { name: string }) => <h1>Hello {name}</h1>;
const page = (Page: React.ComponentType<{ name: string }>) => (
  <Suspense fallback={<p>loading</p>}>
    <Page name="Ada" />
  </Suspense>
);

describe('lazyPage', () => {
  it('loads the page chunk once, when first shown, and passes the props on', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return Greeting;
    });
    expect(loads).toBe(0);
    expect(await settle(page(Page))).toContain('Hello <!-- -->Ada');
    expect(await settle(page(Page))).toContain('Hello <!-- -->Ada');
    expect(loads).toBe(1);
  });

  it('keeps a failed load until Retry, then fetches the chunk again on the next mount', async () => {
    let attempts = 0;
    const Page = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
      return Greeting;
    });
    expect(await settle(page(Page))).not.toContain('Hello');
    // Rendering again (React does while the page mounts) must not fetch again: that would loop.
    expect(await settle(page(Page))).not.toContain('Hello');
    expect(attempts).toBe(1);
    expect(retryFailedPages()).toBe(1);
    expect(await settle(page(Page))).toContain('Hello <!-- -->Ada');
    expect(attempts).toBe(2);
    expect(retryFailedPages()).toBe(0);
  });
});
