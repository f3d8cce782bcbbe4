/** A browser's cookie jar, enough for the single sign-on flows: host-wide (ports ignored, as browsers do), path-scoped. */
export class Browser {
  private cookies = new Map<string, { host: string; path: string; name: string; value: string }>();

  private store(url: URL, headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';').map((p) => p.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = '/';
      let expired = value === '';
      for (const attr of attrs) {
        const [k = '', v = ''] = attr.split('=');
        if (k.toLowerCase() === 'path') path = v;
        if (k.toLowerCase() === 'max-age' && Number(v) <= 0) expired = true;
        if (k.toLowerCase() === 'expires' && Date.parse(v) <= Date.now()) expired = true;
      }
      const key = `${url.hostname}|${path}|${name}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { host: url.hostname, path, name, value });
    }
  }

  private header(url: URL): string {
    return [...this.cookies.values()]
      .filter((c) => c.host === url.hostname && (url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`)))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  cookie(name: string): string | undefined {
    return [...this.cookies.values()].find((c) => c.name === name)?.value;
  }

  async request(href: string, init: { method?: string; form?: Record<string, string>; json?: unknown } = {}): Promise<Response> {
    const url = new URL(href);
    const headers: Record<string, string> = { cookie: this.header(url) };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const res = await fetch(url, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    this.store(url, res.headers);
    return res;
  }
}
