import { withoutUrlSecrets } from './url-secrets';

describe('withoutUrlSecrets', () => {
  it('hides the Google ticket, code and state, and keeps everything else', () => {
    expect(withoutUrlSecrets('/login/google?ticket=abc123')).toBe('/login/google?ticket=[redacted]');
    expect(withoutUrlSecrets('/api/v1/auth/google/callback?code=c0de&state=st4te&iss=https%3A%2F%2Faccounts.google.com')).toBe(
      '/api/v1/auth/google/callback?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Faccounts.google.com',
    );
    expect(withoutUrlSecrets('/search-list?city=Jaipur&state=Rajasthan&page=2')).toBe('/search-list?city=Jaipur&state=Rajasthan&page=2');
    expect(withoutUrlSecrets('/login?google=cancelled')).toBe('/login?google=cancelled');
    expect(withoutUrlSecrets(undefined)).toBeUndefined();
  });
});
