import { createServer } from 'node:net';

/** A port nobody listens on now (the system's pick). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The embedded launcher's site address, settled before anything starts: the BFF's port (PORT, default 8080; 0 = a
 * free port, chosen here so every part agrees on it) and PUBLIC_URL, unless it is set, the address the BFF listens on.
 * The services build the links they mail (a promoter's approval, results reminders) from PUBLIC_URL, so a fresh
 * `npm start` on another port mails links that lead back to it. Written into `env` (the process environment).
 */
export async function settleEmbeddedSite(env: NodeJS.ProcessEnv = process.env): Promise<{ port: string; publicUrl: string | undefined }> {
  const given = (env.PORT ?? '').trim();
  // A PORT that is no port is left for the BFF's configuration check to name.
  if (given !== '' && !/^\d+$/.test(given)) return { port: given, publicUrl: env.PUBLIC_URL };
  const port = given === '' ? '8080' : given === '0' ? String(await freePort()) : given;
  env.PORT = port;
  if (!env.PUBLIC_URL?.trim()) env.PUBLIC_URL = `http://localhost:${port}`;
  return { port, publicUrl: env.PUBLIC_URL };
}
