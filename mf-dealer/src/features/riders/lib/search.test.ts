import { describe, expect, it } from 'vitest';
import { searchTerm, searchWithQuery } from './search';

describe('searchTerm', () => {
  it('searches from 2 characters, trimmed and with single spaces', () => {
    expect(searchTerm('  Jordan   Miller ')).toBe('Jordan Miller');
    expect(searchTerm('jm')).toBe('jm');
  });

  it('waits while fewer than 2 characters are typed', () => {
    expect(searchTerm('')).toBeNull();
    expect(searchTerm(' j ')).toBeNull();
  });

  it('counts characters as the user sees them', () => {
    expect(searchTerm('é')).toBeNull();
    expect(searchTerm('Zoë')).toBe('Zoë');
  });
});

describe('searchWithQuery', () => {
  it('writes the search to ?query= and keeps the other parameters', () => {
    expect(searchWithQuery(new URLSearchParams('x=1'), ' demo  rider ').toString()).toBe('x=1&query=demo+rider');
  });

  it('removes the parameter when the box is emptied', () => {
    expect(searchWithQuery(new URLSearchParams('query=demo&x=1'), '  ').toString()).toBe('x=1');
  });
});
