import { imageLoading } from './image-loading';

describe('imageLoading', () => {
  it('fetches the first photo at once and first, and the others lazily', () => {
    expect(imageLoading(true)).toEqual({ loading: 'eager', fetchPriority: 'high' });
    expect(imageLoading()).toEqual({ loading: 'lazy', decoding: 'async' });
  });
});
