import { hashLinkToken, newLinkToken } from './link-token';

describe('link tokens', () => {
  it('are 32 random bytes in base64url, each new one different', () => {
    const { token } = newLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newLinkToken().token).not.toBe(token);
  });

  it('are stored as the hex SHA-256 of their text, as the links already sent were', () => {
    const { token, hash } = newLinkToken();
    expect(hash).toBe(hashLinkToken(token));
    // The SHA-256 test vector: any change of hash or encoding breaks every stored link.
    expect(hashLinkToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
