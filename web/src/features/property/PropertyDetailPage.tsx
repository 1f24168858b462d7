import { skipToken, useQuery } from '@apollo/client/react';
import { Box, Button, Container, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PropertyDetailDocument, RemovedListingDocument, type RemovedListingQuery } from '../../generated/graphql';
import { PageStatus, usePageStatus } from '../../public-pages/page-status';
import { useMarkSeen } from '../search/useMarkSeen';
import { errorCode, errorMessage } from '../../lib/errors';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { listingSummary } from '../../../../shared/domain/listing-text';
import { listingStructuredData } from '../../../../shared/domain/page-meta';
import { ExploreLocality, FeaturedDealers, Recommendations, SectionHeading } from './LocalitySections';
import { PropertyDetails } from './PropertyDetails';
import { ListingHeader, OnThisPage } from './ListingHeader';
import { PropertyGallery } from './PropertyGallery';
import { OwnerColumn, ownerColumnListing } from './OwnerColumn';
import { Island } from '../../public-pages/island';
import { LISTING_VISIT_ATTRIBUTE } from '../../public-pages/island-markup';
import { ListingReviews } from '../reviews/ListingReviews';
import { ContactBar, contactBarListing } from '../leads/ContactBar';
import { PropertyOverview } from './PropertyOverview';
import { PageMeta } from '../../components/PageMeta';
import { useRecordView } from '../listing-stats/useRecordView';
import { CALL_MESSAGES } from '../../../../shared/domain/call-messages';
import { LISTING_REMOVED_TEXT } from '../../../../shared/domain/property';
import { IMAGE_SIZES } from '../../../../shared/domain/images';

export function PropertyDetailPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(PropertyDetailDocument, { variables: { id } });
  const listing = data?.property;
  useMarkSeen(listing?.id);
  useRecordView(listing?.id, listing?.owner.id);

  if (loading) return <DetailLoading />;
  if (error || !listing) return <DetailUnavailable id={id} error={error} />;

  const [cover] = listing.images;
  return (
    <Box pb="16" {...{ [LISTING_VISIT_ATTRIBUTE]: listing.id }}>
      <PageMeta
        title={listing.title}
        description={listingSummary(listing)}
        image={cover?.url}
        structuredData={(url, imageUrl) => listingStructuredData(listing, url, imageUrl, listing.rating)}
        // The gallery's first photo is the page's largest paint: fetched at the width the screen needs.
        preloadImage={cover && { url: cover.url, srcSet: cover.srcSet, sizes: IMAGE_SIZES.listingGallery }}
      />
      <Container maxW="7xl" pt={{ base: '4', md: '8' }}>
        <Island name="listing-gallery" component={PropertyGallery} props={{ title: listing.title, images: listing.images }} />
        <ListingHeader listing={listing} />

        <OnThisPage />

        <Grid templateColumns={{ base: '1fr', lg: '1fr 340px' }} gap="8" mt="8" alignItems="start">
          <Stack gap="6" minW="0">
            <Box id="overview" scrollMarginTop="140px">
              <PropertyOverview listing={listing} />
            </Box>
            <PropertyDetails listing={listing} />
          </Stack>
          <Box id="owner-details" scrollMarginTop="140px">
            <SectionHeading id="owner-details-heading">Owner Details</SectionHeading>
            <Island name="owner-column" component={OwnerColumn} props={{ listing: ownerColumnListing(listing) }} />
          </Box>
        </Grid>

        <Stack gap="12" mt="12">
          <Box as="section" id="reviews" aria-labelledby="reviews-heading" scrollMarginTop="140px">
            <SectionHeading id="reviews-heading">Reviews &amp; Ratings</SectionHeading>
            <Island name="listing-reviews" component={ListingReviews} props={{ listingId: listing.id }} wake="visible" />
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
      {/* A paused listing takes no calls or enquiries: the notice in OwnerColumn says so. */}
      {!listing.paused && <Island name="contact-bar" component={ContactBar} props={{ listing: contactBarListing(listing) }} />}
    </Box>
  );
}

function DetailLoading() {
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

/**
 * A listing that does not exist (or is hidden) says so; one its owner removed says that, with a
 * search in its city (the gateway answers its page 410); any other failure shows its error.
 */
function DetailUnavailable({ id, error }: { id: string; error: unknown }) {
  const missing = errorCode(error) === 'NOT_FOUND';
  const removed = useQuery(RemovedListingDocument, missing ? { variables: { id } } : skipToken);
  if (missing && removed.loading) return <DetailLoading />;
  if (removed.data?.removedListing) return <ListingRemoved listing={removed.data.removedListing} />;
  return (
    <>
      {missing && <PageStatus code={404} />}
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

function ListingRemoved({ listing }: { listing: NonNullable<RemovedListingQuery['removedListing']> }) {
  usePageStatus(410);
  return (
    <>
      <PageMeta title={LISTING_REMOVED_TEXT.removed} noIndex />
      <BreadcrumbBanner title={listing.title} current={LISTING_REMOVED_TEXT.removed} />
      <Container maxW="3xl" py="12">
        <Stack gap="4" align="start">
          <Text role="status" fontSize="lg">
            {LISTING_REMOVED_TEXT.removed}
          </Text>
          <Button asChild colorPalette="brand" borderRadius="full" minH="44px">
            <RouterLink to={`/search-list?city=${encodeURIComponent(listing.city)}`}>
              <LuArrowLeft aria-hidden /> {LISTING_REMOVED_TEXT.searchIn(listing.city)}
            </RouterLink>
          </Button>
        </Stack>
      </Container>
    </>
  );
}
