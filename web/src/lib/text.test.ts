/** @jest-environment jsdom */
// Runs in jsdom (not Node, as other .test.ts files do): stripHtml must not run what a browser would.
// (truncate and stripHtml live in shared/domain/plain-text.ts: the gateway cuts listing cards' descriptions with them.)
import { stripHtml, truncate } from '../../../shared/domain/plain-text';
import { firstWords, titleCaseSegment } from './text';

describe('truncate', () => {
  it('keeps text at or under the limit as it is', () => {
    expect(truncate('a'.repeat(180), 180)).toBe('a'.repeat(180));
  });
  it('cuts longer text to the limit and adds an ellipsis', () => {
    expect(truncate('a'.repeat(181), 180)).toBe(`${'a'.repeat(180)}...`);
  });
});

describe('firstWords', () => {
  it('keeps the first words and marks the cut', () => {
    expect(firstWords('Spacious PG near Malviya Nagar market', 5)).toBe('Spacious PG near Malviya Nagar...');
    expect(firstWords('  Cosy  room ', 5)).toBe('Cosy room');
  });
});

describe('stripHtml', () => {
  it('returns the visible text, blocks separated by spaces', () => {
    expect(stripHtml('<h2>Single room</h2><p>Privacy &amp; <b>quiet</b></p>')).toBe('Single room Privacy & quiet');
  });
  it('never runs scripts or handlers in the markup', () => {
    const spy = jest.fn();
    Object.assign(window, { spy });
    expect(stripHtml('<img src=x onerror="spy()"><script>spy()</script>ok')).toBe('spy()ok');
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('titleCaseSegment', () => {
  it('turns dashes into spaces and capitalises each word', () => {
    expect(titleCaseSegment('change-password')).toBe('Change Password');
    expect(titleCaseSegment('search-list')).toBe('Search List');
  });
});
