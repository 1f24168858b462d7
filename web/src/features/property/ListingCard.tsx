import { Badge, Button } from '@chakra-ui/react';
import { LuBadgeCheck, LuClock, LuMapPin, LuStar, LuUser } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { ListingCardFragment } from '../../generated/graphql';
import { capitalise, genderBadge, roomTypeLabel } from '../../lib/listing-labels';
import { useRenderTime } from '../../public-pages/render-time';
import { relativeAge } from '../../lib/relative-age';
import { firstWords } from '../../lib/text';
import { stripHtml } from '../../../../shared/domain/plain-text';
import { CARD_TITLE_WORDS } from '../../../../shared/domain/listing-text';
import { IMAGE_SIZES } from '../../../../shared/domain/images';
import { shareableListing } from '../../../../shared/domain/share';
import { imageLoading } from '../../lib/image-loading';
import { ShortlistButton } from '../shortlist/ShortlistButton';
import { LISTING_PLACEHOLDER_IMAGE, depositText, priceText } from './listing-facts';
import { ShareButton } from '../share/ShareButton';
import { Island } from '../../public-pages/island';
import { VacantBedsBadge } from './VacantBedsBadge';
import { listingCardClasses as c } from './listing-card-styles';

/**
 * The cover's thumbnail and responsive copies: the browser takes the one that fits the card (a
 * 360 px phone at 1x the 360 px copy, at 2x the 720 px one); the thumbnail stays as `src`.
 */
function cardSources(cover: ListingCardFragment['coverImage']) {
  return cover ? { srcSet: cover.thumbnailSrcSet, sizes: IMAGE_SIZES.listingCard } : {};
}

/** "850 m away", "3.2 km away". */
export function distanceText(km: number): string {
  return km < 1 ? `${Math.round(km * 1000)} m away` : `${km.toFixed(1)} km away`;
}

/**
 * A listing in a list, as spec section 2 describes it: the search card (default), or the home
 * page's shorter card (room type, locality, monthly price, deposit, poster type, age). `priority`:
 * the first card a page shows, whose photo is fetched first.
 */
export function ListingCard({
  listing,
  distanceKm,
  headingLevel = 'h3',
  variant = 'search',
  priority = false,
}: {
  listing: ListingCardFragment;
  distanceKm?: number | null;
  headingLevel?: 'h2' | 'h3';
  variant?: 'search' | 'home';
  priority?: boolean;
}) {
  const now = useRenderTime();
  if (variant === 'home')
    return <HomeListingCard listing={listing} distanceKm={distanceKm} headingLevel={headingLevel} priority={priority} />;
  const badge = genderBadge(listing.gender);
  const title = firstWords(stripHtml(listing.title), CARD_TITLE_WORDS);
  const Title = headingLevel;
  return (
    <article className={c.root}>
      <div className={c.cover}>
        <CardPhoto listing={listing} priority={priority} />
        {badge && (
          <Badge position="absolute" top="3" left="3" colorPalette="brand" variant="solid" size="md" borderRadius="full" px="2.5">
            {badge}
          </Badge>
        )}
        <Island name="shortlist-button" component={ShortlistButton} props={{ listingId: listing.id, title }} />
      </div>
      <div className={c.body}>
        <PlaceLine place={`${listing.locality}, ${listing.district}`} distanceKm={distanceKm} />
        <Title className={c.title}>{title}</Title>
        <div className={c.priceLine}>
          <p className={c.price}>{priceText(listing.price)}</p>
          <p className={c.muted}>{`per bed · ${roomTypeLabel(listing.beds)}`}</p>
        </div>
        <TrustLine listing={listing} />
        <div className={c.facts}>
          <p className={c.small}>{depositText(listing.deposit)}</p>
          <VacantBedsBadge vacantBeds={listing.vacantBeds} />
          {listing.amenities.includes('food_service') && (
            <Badge colorPalette="saffron" variant="subtle">
              Food Service Included
            </Badge>
          )}
        </div>
        <p className={c.muted}>{listing.cardDescription}</p>
        <div className={c.meta}>
          <p className={c.withIcon}>
            <LuClock aria-hidden />
            {` ${relativeAge(listing.createdAt, now)}`}
          </p>
          <p className={c.withIcon}>
            <LuUser aria-hidden />
            {` ${capitalise(listing.owner.role)}`}
          </p>
        </div>
      </div>
      <div className={c.footer}>
        <Button asChild colorPalette="brand" variant="outline" flex="1" minH="44px" borderRadius="full">
          <RouterLink to={`/property/${listing.id}`} aria-label={`View Details: ${title}`}>
            View Details
          </RouterLink>
        </Button>
        <Island name="share-button" component={ShareButton} props={{ listing: shareableListing(listing) }} />
      </div>
    </article>
  );
}

/** "Malviya Nagar, Jaipur · 850 m away" beside a map pin, on one line cut short. */
function PlaceLine({ place, distanceKm }: { place: string; distanceKm?: number | null }) {
  return (
    <div className={c.place}>
      <LuMapPin aria-hidden />
      {/* Texts as one string each: React's server HTML marks every join of two texts with
          <!-- --> (about 1 KB of a search page's 20 cards). */}
      <p className={c.truncated}>
        {place}
        {typeof distanceKm === 'number' && <> · {distanceText(distanceKm)}</>}
      </p>
    </div>
  );
}

/** The cover photo, filling the card's 4:3 cover (its width and height give the browser the ratio before it loads). */
function CardPhoto({ listing, priority }: { listing: ListingCardFragment; priority: boolean }) {
  return (
    <img
      className={c.photo}
      src={listing.coverImage?.thumbnailUrl ?? LISTING_PLACEHOLDER_IMAGE}
      {...cardSources(listing.coverImage)}
      alt=""
      width={listing.coverImage?.thumbnailWidth ?? 640}
      height={listing.coverImage?.thumbnailHeight ?? 480}
      {...imageLoading(priority)}
    />
  );
}

function HomeListingCard({
  listing,
  distanceKm,
  headingLevel,
  priority,
}: {
  listing: ListingCardFragment;
  distanceKm?: number | null;
  headingLevel: 'h2' | 'h3';
  priority: boolean;
}) {
  const roomType = capitalise(roomTypeLabel(listing.beds));
  const now = useRenderTime();
  const Title = headingLevel;
  return (
    <article className={c.root}>
      <div className={c.cover}>
        <CardPhoto listing={listing} priority={priority} />
        {/* Above the card-wide link, beside it rather than inside it. */}
        <ShortlistButton listingId={listing.id} title={`${roomType} in ${listing.locality}`} />
        <ShareButton listing={listing} position="absolute" top="2" left="2" zIndex="2" bg="bg.panel/90" _hover={{ bg: 'bg.panel' }} />
      </div>
      <div className={c.homeBody}>
        <Title className={c.title}>
          <RouterLink to={`/property/${listing.id}`} aria-label={`${roomType} in ${listing.locality}: ${stripHtml(listing.title)}`}>
            {/* The whole card opens the listing. */}
            <span className={c.wholeCardLink} />
            {roomType}
          </RouterLink>
        </Title>
        <PlaceLine place={`${listing.locality}, ${listing.city}`} distanceKm={distanceKm} />
        <p className={c.price}>
          {priceText(listing.price)}
          <span className={c.perMonth}> / month</span>
        </p>
        <div className={c.facts}>
          <p className={c.small}>{depositText(listing.deposit)}</p>
          <VacantBedsBadge vacantBeds={listing.vacantBeds} />
        </div>
        <TrustLine listing={listing} />
        <div className={c.meta}>
          <p className={c.withIcon}>
            <LuUser aria-hidden />
            {` ${capitalise(listing.owner.role)}`}
          </p>
          <p className={c.withIcon}>
            <LuClock aria-hidden />
            {` ${relativeAge(listing.createdAt, now)}`}
          </p>
        </div>
      </div>
    </article>
  );
}

/** "★ 4.3 (12)" for listings with reviews (nothing otherwise) and the Verified badge, when either applies. */
function TrustLine({ listing }: { listing: Pick<ListingCardFragment, 'rating' | 'verified'> }) {
  const { average, count } = listing.rating;
  if (!listing.verified && !(count > 0 && average !== null && average !== undefined)) return null;
  return (
    <div className={`${c.facts} ${c.small}`}>
      {count > 0 && average !== null && average !== undefined && (
        <p
          className={c.withIcon}
          role="img"
          aria-label={`Rated ${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`}
        >
          <LuStar className={c.star} fill="currentColor" aria-hidden />
          <span className={c.strong}>{average.toFixed(1)}</span>
          <span className={c.quiet}>({count})</span>
        </p>
      )}
      {listing.verified && (
        <Badge colorPalette="green" variant="subtle" borderRadius="full" gap="1">
          <LuBadgeCheck aria-hidden /> Verified
        </Badge>
      )}
    </div>
  );
}
