import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { Badge, Box, Button, Container, Grid, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuMapPin } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PROPERTY_TYPES, labelOf } from '../../../../shared/domain/property';
import { PropertyDetailDocument } from '../../generated/graphql';
import { useMarkSeen } from '../search/useMarkSeen';
import { errorCode, errorMessage } from '../../lib/errors';
import { genderBadge } from '../../lib/listing-labels';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { priceText } from './listing-facts';
import { listingSummary } from '../../../../shared/domain/listing-text';
import { listingStructuredData } from '../../../../shared/domain/page-meta';
import { ExploreLocality, FeaturedDealers, Recommendations, SectionHeading } from './LocalitySections';
import { OwnerCard } from './OwnerCard';
import { PropertyDetails } from './PropertyDetails';
import { PropertyGallery } from './PropertyGallery';
import { PropertyOverview } from './PropertyOverview';
import { ReportListingLink } from '../reports/ReportListingLink';
import { EnquiryForm } from '../leads/EnquiryForm';
import { BookVisitForm } from '../visits/BookVisitForm';
import { useAuth } from '../auth/auth-context';
import { PageMeta } from '../../components/PageMeta';
import { useRecordView } from '../listing-stats/useRecordView';
import { ShortlistButton } from '../shortlist/ShortlistButton';
import { ShareButton } from '../share/ShareButton';
import { CALL_MESSAGES } from '../../../../shared/domain/call-messages';

// Below the fold: its code comes after the page is up, outside the page's first bytes (issue 15's budget).
const ReviewsSection = lazy(() => import('../reviews/ReviewsSection').then((m) => ({ default: m.ReviewsSection })));


const ANCHORS = [
  { id: 'overview', label: 'Overview' },
  { id: 'owner-details', label: 'Owner Details' },
  { id: 'explore-locality', label: 'Explore Locality' },
  { id: 'featured-dealers', label: 'Featured Dealers' },
  { id: 'recommendations', label: 'Recommendations' },
];

export function PropertyDetailPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(PropertyDetailDocument, { variables: { id } });
  const listing = data?.property;
  const { user } = useAuth();
  useMarkSeen(listing?.id);
  useRecordView(listing?.id, listing?.owner.id);

  if (loading) {
    return (
      <Container maxW="7xl" py="8" aria-busy="true">
        <Text color="fg.muted" mb="4">
          Loading...
        </Text>
        <Skeleton h={{ base: '240px', md: '480px' }} borderRadius="card" />
        <Skeleton h="10" mt="6" w="60%" />
        <Skeleton h="6" mt="3" w="40%" />
      </Container>
    );
  }

  if (error || !listing) {
    const missing = errorCode(error) === 'NOT_FOUND';
    return (
      <>
        <PageMeta title={missing ? 'Property not found' : 'Property'} noIndex />
        <BreadcrumbBanner title={missing ? 'Property not found' : 'Property'} current={missing ? 'Not found' : 'Error'} />
        <Container maxW="3xl" py="12">
          <Stack gap="4" align="start">
            <Text color={missing ? 'fg' : 'fg.error'} role="alert" fontSize="lg">
              {missing
                ? 'This listing does not exist or is no longer available.'
                : `Error: ${errorMessage(error, CALL_MESSAGES.fetchPropertyFailed)}`}
            </Text>
            <Button asChild colorPalette="brand" borderRadius="full" minH="44px">
              <RouterLink to="/search-list">
                <LuArrowLeft aria-hidden /> Search other PGs
              </RouterLink>
            </Button>
          </Stack>
        </Container>
      </>
    );
  }

  const badge = genderBadge(listing.gender);
  return (
    <Box pb="16">
      <PageMeta
        title={listing.title}
        description={listingSummary(listing)}
        image={listing.images[0]?.url}
        structuredData={(url, imageUrl) => listingStructuredData(listing, url, imageUrl, listing.rating)}
      />
      <Container maxW="7xl" pt={{ base: '4', md: '8' }}>
        <PropertyGallery title={listing.title} images={listing.images} />
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="4" mt="6">
          <Box>
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
              {listing.status === 'approved' && <ShortlistButton listingId={listing.id} variant="page" />}
              <ShareButton listing={listing} variant="button" />
            </HStack>
          </Box>
        </Stack>

        <Box as="nav" aria-label="On this page" position="sticky" top={{ base: '56px', lg: '108px' }} zIndex="docked" bg="bg" py="2" mt="6" borderBottomWidth="1px" overflowX="auto">
          <HStack gap="1" minW="max-content">
            {ANCHORS.map((anchor) => (
              <Link key={anchor.id} href={`#${anchor.id}`} px="3" minH="44px" display="inline-flex" alignItems="center" borderRadius="full" fontWeight="medium" color="fg.muted" _hover={{ bg: 'brand.subtle', color: 'brand.fg', textDecoration: 'none' }}>
                {anchor.label}
              </Link>
            ))}
          </HStack>
        </Box>

        <Grid templateColumns={{ base: '1fr', lg: '1fr 340px' }} gap="8" mt="8" alignItems="start">
          <Stack gap="6" minW="0">
            <Box id="overview" scrollMarginTop="140px">
              <PropertyOverview listing={listing} />
            </Box>
            <PropertyDetails listing={listing} />
          </Stack>
          <Box id="owner-details" scrollMarginTop="140px">
            <SectionHeading id="owner-details-heading">Owner Details</SectionHeading>
            <Stack gap="6">
              <Stack gap="1">
                {listing.ownerProfile && <OwnerCard profile={listing.ownerProfile} postedAt={listing.createdAt} listingId={listing.id} />}
                <ReportListingLink listing={listing} />
              </Stack>
              {user?.id !== listing.owner.id && <BookVisitForm listingId={listing.id} />}
              {user?.id !== listing.owner.id && <EnquiryForm listingId={listing.id} />}
            </Stack>
          </Box>
        </Grid>

        <Stack gap="12" mt="12">
          <Box as="section" id="reviews" aria-labelledby="reviews-heading" scrollMarginTop="140px">
            <SectionHeading id="reviews-heading">Reviews &amp; Ratings</SectionHeading>
            <Suspense fallback={<Skeleton h="40" borderRadius="card" aria-busy="true" aria-label="Loading reviews" />}>
              <ReviewsSection listingId={listing.id} />
            </Suspense>
          </Box>
          <Box as="section" aria-labelledby="explore-locality">
            <SectionHeading id="explore-locality">Explore Locality</SectionHeading>
            <ExploreLocality listing={listing} />
          </Box>
          <Box as="section" aria-labelledby="featured-dealers">
            <SectionHeading id="featured-dealers">Featured Dealers</SectionHeading>
            <FeaturedDealers listing={listing} />
          </Box>
          <Box as="section" aria-labelledby="recommendations">
            <SectionHeading id="recommendations">Recommendations</SectionHeading>
            <Recommendations listing={listing} />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
