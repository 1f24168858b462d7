import { act, render } from '@testing-library/react';
import { IMAGE_SIZES } from '../../../../shared/domain/images';
import { Providers } from '../../app/providers';
import { createApolloClient } from '../../app/apollo';
import type { PropertyDetailFragment } from '../../generated/graphql';
import { listingDetail } from '../../test/listing-fixtures';
import { PropertyGallery } from './PropertyGallery';

describe('PropertyGallery', () => {
  it("offers each photo's responsive copies at the gallery's width, the first at once and the rest lazily", async () => {
    const { images } = listingDetail() as unknown as PropertyDetailFragment;
    render(
      <Providers client={createApolloClient()}>
        <PropertyGallery title="Saanjh Girls PG" images={images} />
      </Providers>,
    );
    // The carousel measures its slides on the next frames.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const [first, second] = document.querySelectorAll('img');
    expect(first).toHaveAttribute('srcset', '/uploads/listings/a-large-w720.webp 720w, /uploads/listings/a-large.webp 1600w');
    // The same sizes as the gateway's <link rel="preload" imagesizes>, or the browser would fetch twice.
    expect(first).toHaveAttribute('sizes', IMAGE_SIZES.listingGallery);
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('srcset', '/uploads/listings/b-large-w720.webp 720w, /uploads/listings/b-large.webp 1600w');
    expect(second).toHaveAttribute('loading', 'lazy');
  });
});
