import { countdown, formatMobile, mobileDigits, resendWaitMs } from './phone-code';

describe('formatMobile', () => {
  it('groups ten digits after +91, and leaves anything else as it is', () => {
    expect(formatMobile('9876543210')).toBe('+91 98765 43210');
    expect(formatMobile('98765')).toBe('98765');
  });
});

describe('mobileDigits', () => {
  it.each([
    ['9876543210', '9876543210'],
    [' 98765 43210 ', '9876543210'],
    ['+91 98765-43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['(98765) 43210', '9876543210'],
    // Not ten digits after the prefix: left for the rule to refuse.
    ['91987654321', '91987654321'],
    ['98765abc10', '98765abc10'],
    ['', ''],
  ])('%j -> %j', (typed, digits) => {
    expect(mobileDigits(typed)).toBe(digits);
  });
});

describe('resendWaitMs', () => {
  const answer = (sentAt: number, waitSeconds: number) => ({
    expiresAt: new Date(sentAt + 5 * 60_000).toISOString(),
    resendAfter: new Date(sentAt + waitSeconds * 1000).toISOString(),
  });

  it("is the server's wait, whatever this device's clock says", () => {
    // The server's clock is a day away from this one: the wait is still 30 seconds.
    expect(resendWaitMs(answer(Date.now() - 86_400_000, 30))).toBe(30_000);
    expect(resendWaitMs(answer(Date.now() + 86_400_000, 30))).toBe(30_000);
  });

  it('is never negative, and nothing for an answer it cannot read', () => {
    expect(resendWaitMs(answer(Date.now(), -5))).toBe(0);
    expect(resendWaitMs({ expiresAt: 'soon', resendAfter: 'later' })).toBe(0);
  });
});

describe('countdown', () => {
  it.each([
    [30_000, '0:30'],
    [27_400, '0:28'],
    [999, '0:01'],
    [90_000, '1:30'],
    [0, '0:00'],
    [-2_000, '0:00'],
  ])('%i ms reads %j', (ms, text) => {
    expect(countdown(ms)).toBe(text);
  });
});
