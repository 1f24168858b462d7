import { AspectRatio, Badge, Box, Button, Card, HStack, Heading, Image, Stack, Text } from '@chakra-ui/react';
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
  return (
    <Card.Root
      as="article"
      variant="outline"
      borderRadius="card"
      overflow="hidden"
      bg="bg.panel"
      h="full"
      transition="box-shadow 0.2s"
      _hover={{ boxShadow: 'md' }}
    >
      <Box position="relative">
        <AspectRatio ratio={4 / 3}>
          <Image
            src={listing.coverImage?.thumbnailUrl ?? LISTING_PLACEHOLDER_IMAGE}
            {...cardSources(listing.coverImage)}
            alt=""
            width={listing.coverImage?.thumbnailWidth ?? 640}
            height={listing.coverImage?.thumbnailHeight ?? 480}
            {...imageLoading(priority)}
            objectFit="cover"
          />
        </AspectRatio>
        {badge && (
          <Badge position="absolute" top="3" left="3" colorPalette="brand" variant="solid" size="md" borderRadius="full" px="2.5">
            {badge}
          </Badge>
        )}
        <Island name="shortlist-button" component={ShortlistButton} props={{ listingId: listing.id, title }} />
      </Box>
      <Card.Body gap="2" p="4">
        <HStack fontSize="sm" color="fg.muted" gap="1" minW="0">
          <Box as={LuMapPin} flexShrink={0} aria-hidden />
          {/* Texts as one string each: React's server HTML marks every join of two texts with
              <!-- --> (about 1 KB of a search page's 20 cards). */}
          <Text truncate>
            {`${listing.locality}, ${listing.district}`}
            {typeof distanceKm === 'number' && <> · {distanceText(distanceKm)}</>}
          </Text>
        </HStack>
        <Heading as={headingLevel} size="md" lineHeight="short">
          {title}
        </Heading>
        <HStack gap="2" align="baseline" wrap="wrap">
          <Text fontWeight="bold" fontSize="lg" color="brand.fg">
            {priceText(listing.price)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {`per bed · ${roomTypeLabel(listing.beds)}`}
          </Text>
        </HStack>
        <TrustLine listing={listing} />
        <HStack gap="2" wrap="wrap">
          <Text fontSize="sm">{depositText(listing.deposit)}</Text>
          <VacantBedsBadge vacantBeds={listing.vacantBeds} />
          {listing.amenities.includes('food_service') && (
            <Badge colorPalette="saffron" variant="subtle">
              Food Service Included
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {listing.cardDescription}
        </Text>
        <Stack direction="row" justify="space-between" fontSize="xs" color="fg.muted" mt="auto" pt="1" gap="2" wrap="wrap">
          <Text display="inline-flex" alignItems="center" gap="1">
            <LuClock aria-hidden />
            {` ${relativeAge(listing.createdAt, now)}`}
          </Text>
          <Text display="inline-flex" alignItems="center" gap="1">
            <LuUser aria-hidden />
            {` ${capitalise(listing.owner.role)}`}
          </Text>
        </Stack>
      </Card.Body>
      <Card.Footer p="4" pt="0">
        <Button asChild colorPalette="brand" variant="outline" flex="1" minH="44px" borderRadius="full">
          <RouterLink to={`/property/${listing.id}`} aria-label={`View Details: ${title}`}>
            View Details
          </RouterLink>
        </Button>
        <Island name="share-button" component={ShareButton} props={{ listing: shareableListing(listing) }} />
      </Card.Footer>
    </Card.Root>
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
  return (
    <Card.Root
      as="article"
      variant="outline"
      borderRadius="card"
      overflow="hidden"
      bg="bg.panel"
      h="full"
      position="relative"
      transition="box-shadow 0.2s"
      _hover={{ boxShadow: 'md' }}
    >
      <Box position="relative">
        <AspectRatio ratio={4 / 3}>
          <Image
            src={listing.coverImage?.thumbnailUrl ?? LISTING_PLACEHOLDER_IMAGE}
            {...cardSources(listing.coverImage)}
            alt=""
            width={listing.coverImage?.thumbnailWidth ?? 640}
            height={listing.coverImage?.thumbnailHeight ?? 480}
            {...imageLoading(priority)}
            objectFit="cover"
          />
        </AspectRatio>
        {/* Above the card-wide link, beside it rather than inside it. */}
        <ShortlistButton listingId={listing.id} title={`${roomType} in ${listing.locality}`} />
        <ShareButton listing={listing} position="absolute" top="2" left="2" zIndex="2" bg="bg.panel/90" _hover={{ bg: 'bg.panel' }} />
      </Box>
      <Card.Body gap="1.5" p="4">
        <Heading as={headingLevel} size="md" lineHeight="short">
          <RouterLink to={`/property/${listing.id}`} aria-label={`${roomType} in ${listing.locality}: ${stripHtml(listing.title)}`}>
            {/* The whole card opens the listing. */}
            <Box as="span" position="absolute" inset="0" zIndex="1" />
            {roomType}
          </RouterLink>
        </Heading>
        <HStack fontSize="sm" color="fg.muted" gap="1" minW="0">
          <Box as={LuMapPin} flexShrink={0} aria-hidden />
          <Text truncate>
            {`${listing.locality}, ${listing.city}`}
            {typeof distanceKm === 'number' && <> · {distanceText(distanceKm)}</>}
          </Text>
        </HStack>
        <Text fontWeight="bold" fontSize="lg" color="brand.fg">
          {priceText(listing.price)}
          <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
            {' '}
            / month
          </Text>
        </Text>
        <HStack gap="2" wrap="wrap">
          <Text fontSize="sm">{depositText(listing.deposit)}</Text>
          <VacantBedsBadge vacantBeds={listing.vacantBeds} />
        </HStack>
        <TrustLine listing={listing} />
        <Stack direction="row" justify="space-between" fontSize="xs" color="fg.muted" mt="auto" pt="1" gap="2" wrap="wrap">
          <Text display="inline-flex" alignItems="center" gap="1">
            <LuUser aria-hidden />
            {` ${capitalise(listing.owner.role)}`}
          </Text>
          <Text display="inline-flex" alignItems="center" gap="1">
            <LuClock aria-hidden />
            {` ${relativeAge(listing.createdAt, now)}`}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** "★ 4.3 (12)" for listings with reviews (nothing otherwise) and the Verified badge, when either applies. */
function TrustLine({ listing }: { listing: Pick<ListingCardFragment, 'rating' | 'verified'> }) {
  const { average, count } = listing.rating;
  if (!listing.verified && !(count > 0 && average !== null && average !== undefined)) return null;
  return (
    <HStack gap="2" wrap="wrap" fontSize="sm">
      {count > 0 && average !== null && average !== undefined && (
        <Text
          display="inline-flex"
          alignItems="center"
          gap="1"
          role="img"
          aria-label={`Rated ${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`}
        >
          <Box as={LuStar} color="saffron.solid" fill="currentColor" aria-hidden />
          <Text as="span" fontWeight="semibold">
            {average.toFixed(1)}
          </Text>
          <Text as="span" color="fg.muted">
            ({count})
          </Text>
        </Text>
      )}
      {listing.verified && (
        <Badge colorPalette="green" variant="subtle" borderRadius="full" gap="1">
          <LuBadgeCheck aria-hidden /> Verified
        </Badge>
      )}
    </HStack>
  );
}
