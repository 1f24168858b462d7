import { afterSignIn, backFromAddress } from './redirect';
import { signInAndComeBack } from './sign-in-link';

describe("the sign-in address's way back (?back=)", () => {
  it('is written by signInAndComeBack and read back whole', () => {
    const { to, state } = signInAndComeBack({ pathname: '/property/p1', search: '?tab=2', hash: '#reviews' });
    expect(to).toEqual({ pathname: '/login', search: '?back=%2Fproperty%2Fp1%3Ftab%3D2%23reviews' });
    expect(backFromAddress(typeof to === 'string' ? to : to.search!)).toEqual(state);
    expect(afterSignIn(state)).toBe('/property/p1?tab=2#reviews');
  });

  it.each(['//elsewhere.example/x', '/\\elsewhere.example', 'https://elsewhere.example/', 'property/p1', ''])(
    'never leads to another site or a half address: %p',
    (back) => {
      expect(backFromAddress(`?back=${encodeURIComponent(back)}`)).toBeNull();
    },
  );
});
