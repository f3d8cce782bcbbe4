// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { parsePreloads, startApp } from './first-paint-boot';

describe("the first screen's boot script", () => {
  it('reads the preloads the BFF lists, skipping what it does not know', () => {
    expect(parsePreloads('fetch:/mf/remotes.json script:/mf/public/remoteEntry.js image:/x.png style:https://cdn.example/a.css')).toEqual([
      { as: 'fetch', href: '/mf/remotes.json' },
      { as: 'script', href: '/mf/public/remoteEntry.js' },
      { as: 'style', href: 'https://cdn.example/a.css' },
    ]);
    expect(parsePreloads(undefined)).toEqual([]);
  });

  it('preloads them as the shell asks for them, then adds the shell script in order', () => {
    // A document that loads nothing it is given: elements are made by the test page's, and only kept here.
    const head = document.createElement('head');
    const doc = { createElement: (tag: string) => document.createElement(tag), head } as unknown as Document;
    startApp(doc, '/assets/main.1234abcd.js', parsePreloads('fetch:/mf/remotes.json script:/mf/public/remoteEntry.js'));
    const links = [...head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('href'), link.getAttribute('crossorigin')])).toEqual([
      ['preload', 'fetch', '/mf/remotes.json', 'anonymous'],
      ['preload', 'script', '/mf/public/remoteEntry.js', null],
    ]);
    const script = head.querySelector('script')!;
    expect(script.getAttribute('src')).toBe('/assets/main.1234abcd.js');
    expect(script.async).toBe(false);
  });
});
