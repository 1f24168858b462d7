import { Badge, Box, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { LuMapPin } from 'react-icons/lu';
import { PROPERTY_TYPES, labelOf } from '../../../../shared/domain/property';
import type { PropertyDetailFragment } from '../../generated/graphql';
import { shareableListing } from '../../../../shared/domain/share';
import { Island } from '../../public-pages/island';
import { genderBadge } from '../../lib/listing-labels';
import { ShareButton } from '../share/ShareButton';
import { ShortlistButton } from '../shortlist/ShortlistButton';
import { priceText } from './listing-facts';

const ANCHORS = [
  { id: 'overview', label: 'Overview' },
  { id: 'owner-details', label: 'Owner Details' },
  { id: 'explore-locality', label: 'Explore Locality' },
  { id: 'featured-dealers', label: 'Featured Dealers' },
  { id: 'recommendations', label: 'Recommendations' },
];

/** Under the photos: what kind of stay, its name and place, its price, shortlist and share. */
export function ListingHeader({ listing }: { listing: PropertyDetailFragment }) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="4" mt="6">
      <Box>
        <ListingBadges listing={listing} />
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="short">
          {listing.title}
        </Heading>
        <Text mt="2" color="fg.muted" display="flex" alignItems="center" gap="1.5">
          <LuMapPin aria-hidden /> {listing.locality}, {listing.district}, {listing.state}
        </Text>
      </Box>
      <Box textAlign={{ base: 'left', md: 'right' }} flexShrink={0}>
        <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.fg" lineHeight="1">
          {priceText(listing.price)}
        </Text>
        <Text color="fg.muted" fontSize="sm" mt="1">
          for 1 bed per month
        </Text>
        <HStack mt="3" gap="2" wrap="wrap">
          {listing.status === 'approved' && (
            <Island name="shortlist-button" component={ShortlistButton} props={{ listingId: listing.id, variant: 'page' }} />
          )}
          <Island name="share-button" component={ShareButton} props={{ listing: shareableListing(listing), variant: 'button' }} />
        </HStack>
      </Box>
    </Stack>
  );
}

/** The badges over the title: type, who may stay, verified, and a hidden listing's status. */
function ListingBadges({ listing }: { listing: PropertyDetailFragment }) {
  const badge = genderBadge(listing.gender);
  return (
    <HStack gap="2" mb="2" wrap="wrap">
      <Badge colorPalette="brand" variant="subtle">
        {labelOf(PROPERTY_TYPES, listing.propertyType)}
      </Badge>
      {badge && (
        <Badge colorPalette="saffron" variant="subtle">
          {badge}
        </Badge>
      )}
      {listing.verified && <Badge colorPalette="green">Verified</Badge>}
      {listing.status !== 'approved' && (
        <Badge colorPalette="red" variant="solid">
          {listing.status === 'pending' ? 'Pending review: only you can see it' : 'Rejected: only you can see it'}
        </Badge>
      )}
    </HStack>
  );
}

/** The sticky in-page menu to the page's sections. */
export function OnThisPage() {
  return (
    <Box
      as="nav"
      aria-label="On this page"
      position="sticky"
      top={{ base: '56px', lg: '108px' }}
      zIndex="docked"
      bg="bg"
      py="2"
      mt="6"
      borderBottomWidth="1px"
      overflowX="auto"
    >
      <HStack gap="1" minW="max-content">
        {ANCHORS.map((anchor) => (
          <Link
            key={anchor.id}
            href={`#${anchor.id}`}
            px="3"
            minH="44px"
            display="inline-flex"
            alignItems="center"
            borderRadius="full"
            fontWeight="medium"
            color="fg.muted"
            _hover={{ bg: 'brand.subtle', color: 'brand.fg', textDecoration: 'none' }}
          >
            {anchor.label}
          </Link>
        ))}
      </HStack>
    </Box>
  );
}
