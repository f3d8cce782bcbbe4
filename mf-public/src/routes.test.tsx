import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@rr/contracts/routes';
import { PUBLIC_ROUTES, publicPageAt, relativePath } from './routes';

describe('public routes', () => {
  it('give every page of the route registry a screen, and no other', () => {
    expect(Object.keys(PUBLIC_ROUTES).sort()).toEqual(Object.keys(PUBLIC_PAGES).sort());
    for (const [name, element] of Object.entries(PUBLIC_ROUTES)) expect(isValidElement(element), name).toBe(true);
  });

  it('mount each registry pattern relative to the site root or a locale prefix', () => {
    expect(relativePath(PUBLIC_PAGES.home)).toBe('');
    expect(relativePath(PUBLIC_PAGES.event)).toBe('events/event/:eventId');
    expect(relativePath(PUBLIC_PAGES.createPin)).toBe('register/pin');
  });

  it('find the page an address shows, with or without a locale prefix, so its chunk can start loading early', () => {
    expect(publicPageAt('/')).toBe('home');
    expect(publicPageAt('/fr')).toBe('home');
    expect(publicPageAt('/events')).toBe('events');
    expect(publicPageAt('/de/events/event/evt-1')).toBe('event');
    expect(publicPageAt('/events/serie/s-9')).toBe('serie');
    expect(publicPageAt('/register/pin')).toBe('createPin');
    expect(publicPageAt('/events/event')).toBeNull();
    expect(publicPageAt('/nowhere')).toBeNull();
  });
});
