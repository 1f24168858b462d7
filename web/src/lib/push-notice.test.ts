import { noticeOf, screenOf } from './push-notice';

const ORIGIN = 'https://nivaas.in';

describe('a push notice', () => {
  it('is shown when the payload is one, with what it lacks filled in', () => {
    expect(noticeOf({ title: 'Reply about Sunrise PG', body: 'Kavita: yes', url: '/my-enquiries', tag: 'enquiry-1' })).toEqual({
      title: 'Reply about Sunrise PG',
      body: 'Kavita: yes',
      url: '/my-enquiries',
      tag: 'enquiry-1',
    });
    expect(noticeOf({ title: 'New enquiry', url: '/my-leads' })).toEqual({ title: 'New enquiry', body: '', url: '/my-leads', tag: '' });
  });

  it('is not shown when the payload is not one', () => {
    for (const payload of [null, 'text', { body: 'no title', url: '/' }, { title: '', url: '/' }, { title: 'No address' }]) {
      expect(noticeOf(payload)).toBeNull();
    }
  });

  it('opens its screen on this site, and only on this site', () => {
    expect(screenOf('/my-leads?listing=42', ORIGIN)).toBe('https://nivaas.in/my-leads?listing=42');
    expect(screenOf('/search-list?q=Jaipur&hostelType=girls_hostel', ORIGIN)).toBe(
      'https://nivaas.in/search-list?q=Jaipur&hostelType=girls_hostel',
    );
    for (const elsewhere of ['https://evil.example/x', '//evil.example/x', '/\\evil.example/x', 'javascript:alert(1)', 42, undefined]) {
      expect(screenOf(elsewhere, ORIGIN)).toBe('https://nivaas.in/');
    }
  });
});
