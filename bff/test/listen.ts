import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';

export interface Listening {
  url: string;
  close(): Promise<void>;
}

export async function listen(app: Koa): Promise<Listening & { server: Server }> {
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port with nothing listening on it. */
export async function deadUrl(): Promise<string> {
  // Port 2: privileged (no test server can take it: they listen on ephemeral ports), nothing listens on it, and
  // fetch does not block it as a "bad port" (1 would be). A port freed by closing a server of our own could be taken
  // a moment later by another test file's server (the payouts tests start fake providers), and the "dead" service
  // would answer.
  return 'http://127.0.0.1:2';
}
