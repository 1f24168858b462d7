import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { IMAGE_SIZES } from '../../../../shared/domain/images';
import { Providers } from '../../app/providers';
import { createApolloClient } from '../../app/apollo';
import type { ListingCardFragment } from '../../generated/graphql';
import { listingCard } from '../../test/listing-fixtures';
import { ListingCard, distanceText } from './ListingCard';

function renderCard(overrides: Record<string, unknown> = {}, variant: 'search' | 'home' = 'search') {
  return render(
    <Providers client={createApolloClient()}>
      <MemoryRouter>
        <ListingCard listing={listingCard(overrides) as unknown as ListingCardFragment} variant={variant} />
      </MemoryRouter>
    </Providers>,
  );
}

describe('ListingCard', () => {
  it('shows every part of the spec card', () => {
    renderCard();
    expect(screen.getByText('Only Girls')).toBeInTheDocument();
    expect(screen.getByText('Malviya Nagar, Jaipur')).toBeInTheDocument();
    // Title cut to 5 words; the description as the gateway cut it (to 50 characters).
    expect(screen.getByRole('heading', { name: 'Saanjh Girls PG near Malviya...' })).toBeInTheDocument();
    expect(screen.getByText('Quiet, sunny rooms a short walk from the Malviya N...')).toBeInTheDocument();
    expect(screen.getByText('₹7,500')).toBeInTheDocument();
    expect(screen.getByText(/shared by 2/)).toBeInTheDocument();
    expect(screen.getByText('No Deposit')).toBeInTheDocument();
    expect(screen.getByText('Food Service Included')).toBeInTheDocument();
    expect(screen.getByText('3 days ago')).toBeInTheDocument();
    expect(screen.getByText('Owner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/property/p1');
    expect(document.querySelector('img')).toHaveAttribute('src', '/uploads/listings/a-thumb.webp');
  });

  it('shows the deposit, the placeholder photo and no food tag when those apply', () => {
    renderCard({ deposit: 15000, amenities: ['fan'], coverImage: null, gender: 'unisex' });
    expect(screen.getByText('₹15,000 deposit')).toBeInTheDocument();
    expect(screen.queryByText('Food Service Included')).not.toBeInTheDocument();
    expect(screen.getByText('Boys & Girls')).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('src', '/images/listing-placeholder.svg');
    expect(document.querySelector('img')).not.toHaveAttribute('srcset');
  });

  it.each(['search', 'home'] as const)(
    "%s card: offers the cover's thumbnail and responsive copies with the card's width, so a phone takes a narrow one",
    (variant) => {
      renderCard({}, variant);
      const photo = document.querySelector('img');
      expect(photo).toHaveAttribute(
        'srcset',
        '/uploads/listings/a-large-w360.webp 360w, /uploads/listings/a-thumb.webp 640w, /uploads/listings/a-large-w720.webp 720w, /uploads/listings/a-large-w1080.webp 1080w',
      );
      expect(photo).toHaveAttribute('sizes', IMAGE_SIZES.listingCard);
      // On a phone (below 30em) a card is as wide as the screen inside the page's margins.
      expect(IMAGE_SIZES.listingCard).toMatch(/, calc\(100vw - 2rem\)$/);
    },
  );
});

describe('ListingCard ratings and Verified badge', () => {
  it.each(['search', 'home'] as const)('%s card: shows "4.4 (12)" with a star and the Verified badge', (variant) => {
    renderCard({ rating: { __typename: 'ListingRating', average: 4.36, count: 12 }, verified: true }, variant);
    expect(screen.getByRole('img', { name: 'Rated 4.4 out of 5 from 12 reviews' })).toHaveTextContent('4.4(12)');
    // A filled star: the icon's own fill, which the page's icon sprite keeps (a style would lose to the symbol's).
    expect(screen.getByRole('img', { name: 'Rated 4.4 out of 5 from 12 reviews' }).querySelector('svg')).toHaveAttribute(
      'fill',
      'currentColor',
    );
    expect(screen.getByText('Verified')).toBeInTheDocument();
  });

  it.each(['search', 'home'] as const)('%s card: shows no rating without reviews and no badge when not verified', (variant) => {
    renderCard({ rating: { __typename: 'ListingRating', average: null, count: 0 }, verified: false }, variant);
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/\(0\)/)).not.toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('says "1 review" for one', () => {
    renderCard({ rating: { __typename: 'ListingRating', average: 5, count: 1 } });
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' })).toHaveTextContent('5.0(1)');
  });
});

describe('distanceText', () => {
  it('says metres under a kilometre, else kilometres with one decimal', () => {
    expect(distanceText(0.04)).toBe('40 m away');
    expect(distanceText(0.85)).toBe('850 m away');
    expect(distanceText(1)).toBe('1.0 km away');
    expect(distanceText(12.345)).toBe('12.3 km away');
  });
});
