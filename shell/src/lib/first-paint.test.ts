// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageDrawn, releaseFirstPaint } from './first-paint';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first screen drawn by the BFF', () => {
  let root: HTMLElement;

  beforeEach(() => {
    document.body.innerHTML = '<div id="rr-first-paint"><h1>Events</h1></div><div id="root"></div>';
    root = document.getElementById('root')!;
  });
  afterEach(() => vi.useRealTimers());

  it('stays while the app shows a spinner, and goes once the app has drawn the page', async () => {
    releaseFirstPaint(root);
    root.innerHTML = '<div class="rr-fullscreen-spinner"></div>';
    await flush();
    expect(document.getElementById('rr-first-paint')).not.toBeNull();
    root.innerHTML = '<main><h1>Events</h1><div class="rr-query-loading"></div></main>';
    await flush();
    expect(document.getElementById('rr-first-paint')).not.toBeNull();
    root.querySelector('.rr-query-loading')!.remove();
    await flush();
    expect(document.getElementById('rr-first-paint')).toBeNull();
  });

  it('goes when the app shows an alert instead (a remote that failed to load)', async () => {
    releaseFirstPaint(root);
    root.innerHTML = '<div role="alert">The page could not be loaded.</div>';
    await flush();
    expect(document.getElementById('rr-first-paint')).toBeNull();
  });

  it('goes after the time limit whatever the app shows', () => {
    vi.useFakeTimers();
    releaseFirstPaint(root, document, 1000);
    root.innerHTML = '<div class="rr-fullscreen-spinner"></div>';
    vi.advanceTimersByTime(999);
    expect(document.getElementById('rr-first-paint')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('rr-first-paint')).toBeNull();
  });

  it("makes a press on its menu button on the app's once the app is shown", async () => {
    document.getElementById('rr-first-paint')!.innerHTML = '<button type="button" aria-label="Open menu"><svg></svg></button><h1>Events</h1>';
    releaseFirstPaint(root);
    document.querySelector<HTMLElement>('#rr-first-paint svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    let opened = 0;
    root.innerHTML = '<button type="button" aria-label="Close">x</button><button type="button" aria-label="Open menu">≡</button><h1>Events</h1>';
    root.querySelector('[aria-label="Open menu"]')!.addEventListener('click', () => (opened += 1));
    root.querySelector('[aria-label="Close"]')!.addEventListener('click', () => (opened += 10));
    await flush();
    expect(document.getElementById('rr-first-paint')).toBeNull();
    expect(opened).toBe(1);
  });

  it('does nothing on a page without one', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => releaseFirstPaint(document.getElementById('root')!)()).not.toThrow();
    expect(pageDrawn(document.body)).toBe(false);
  });
});
