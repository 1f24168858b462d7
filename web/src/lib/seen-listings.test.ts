/** @jest-environment jsdom */
// Runs in jsdom (not Node, as other .test.ts files do): the list is kept in localStorage.
import { MAX_SEEN, rememberSeen, seenListings } from './seen-listings';

describe('seen listings', () => {
  beforeEach(() => window.localStorage.clear());

  it('remembers opened listings, newest first, once each, at most 500', () => {
    expect(seenListings()).toEqual([]);
    rememberSeen('a');
    rememberSeen('b');
    rememberSeen('a');
    expect(seenListings()).toEqual(['a', 'b']);
    for (let i = 0; i < MAX_SEEN + 10; i++) rememberSeen(`id-${i}`);
    expect(seenListings()).toHaveLength(MAX_SEEN);
    expect(seenListings()[0]).toBe(`id-${MAX_SEEN + 9}`);
  });

  it('survives storage someone else wrote', () => {
    window.localStorage.setItem('nivaas.seenListings', '{not json');
    expect(seenListings()).toEqual([]);
    rememberSeen('x');
    expect(seenListings()).toEqual(['x']);
  });
});
