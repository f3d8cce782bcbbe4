import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RemoteArea } from './remote-build';

describe('RemoteArea', () => {
  it('names its build in an attribute of its wrapper, never in the text a user reads', () => {
    const html = renderToStaticMarkup(
      <RemoteArea build="mf-rider 1.4.0+3f9a1c2">
        <h1>Wallet</h1>
      </RemoteArea>,
    );
    expect(html).toBe('<div class="rr-remote-area" data-remote-build="mf-rider 1.4.0+3f9a1c2"><h1>Wallet</h1></div>');
  });
});
