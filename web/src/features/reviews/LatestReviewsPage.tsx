import { useQuery } from '@apollo/client/react';
import { Box, Container, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import { AddressPageNumbers } from '../../components/PageNumbers';
import { LatestReviewsDocument } from '../../generated/graphql';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { formatLongDate } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { TESTIMONIAL_MIN_RATING } from '../../../../shared/domain/reviews';
import { ReviewerBadge } from './ReviewerBadge';
import { Stars } from './ReviewsSection';

const PAGE_SIZE = 10;

/** The two screens of the footer that list reviews across the site. */
const SCREENS = {
  reviews: {
    title: 'Reviews & Ratings',
    description:
      "What people who lived there say about PGs and hostels on Nivaas: the latest reviews, with their ratings and the owners' replies.",
    minRating: undefined,
    counted: (total: number) => `${total} ${total === 1 ? 'review' : 'reviews'} from people who stayed, newest first.`,
  },
  testimonials: {
    title: 'Testimonials',
    description: `What guests say about the PGs and hostels they found on Nivaas, in their own words: reviews of ${TESTIMONIAL_MIN_RATING} stars and more.`,
    minRating: TESTIMONIAL_MIN_RATING,
    counted: (total: number) =>
      `${total} ${total === 1 ? 'guest' : 'guests'} gave their stay ${TESTIMONIAL_MIN_RATING} stars or more, newest first. Every review, whatever its rating, is on Reviews & Ratings.`,
  },
} as const;

/**
 * Reviews & Ratings (the footer's entry): the latest reviews across the site, each with its
 * listing. Testimonials: the same, of 4 stars and more; real reviews, never written for the page.
 */
export function LatestReviewsPage({ screen = 'reviews' }: { screen?: keyof typeof SCREENS }) {
  const { title, description, minRating, counted } = SCREENS[screen];
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, loading, error } = useQuery(LatestReviewsDocument, { variables: { page, limit: PAGE_SIZE, minRating } });
  const result = data?.latestReviews;

  return (
    <>
      <PageMeta title={title} description={description} />
      <BreadcrumbBanner title={title} />
      <Container maxW="4xl" py={{ base: '8', md: '12' }}>
        {loading && !result ? (
          <Stack gap="4" aria-busy="true">
            <Text color="fg.muted">Loading...</Text>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} h="32" borderRadius="card" />
            ))}
          </Stack>
        ) : error || !result ? (
          <Text color="fg.error" role="alert">
            Error: {errorMessage(error, 'Reviews could not be loaded. Reload the page to try again.')}
          </Text>
        ) : result.items.length === 0 ? (
          <Text color="fg.muted">No reviews yet.</Text>
        ) : (
          <Stack gap="6">
            <Text color="fg.muted">{counted(result.total)}</Text>
            <Stack as="ul" listStyleType="none" gap="5" aria-label="Latest reviews">
              {result.items.map((review) => (
                <Box as="li" key={review.id} borderWidth="1px" borderRadius="card" p={{ base: '4', md: '5' }} bg="bg.panel">
                  {review.listing && (
                    <Link asChild fontWeight="semibold" color="brand.fg">
                      <RouterLink to={`/property/${review.listing.id}#reviews`}>{review.listing.title}</RouterLink>
                    </Link>
                  )}
                  {review.listing && (
                    <Text fontSize="sm" color="fg.muted">
                      {review.listing.locality}, {review.listing.city}
                    </Text>
                  )}
                  <HStack mt="3" justify="space-between" wrap="wrap" gap="2">
                    <HStack gap="3" wrap="wrap">
                      <Stars rating={review.rating} />
                      <Text fontWeight="medium">{review.authorName}</Text>
                      <ReviewerBadge connection={review.reviewerConnection} />
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {formatLongDate(review.createdAt)}
                    </Text>
                  </HStack>
                  <Text mt="2" whiteSpace="pre-line">
                    {review.text}
                  </Text>
                  {review.ownerReply && (
                    <Box mt="3" ps="4" borderStartWidth="3px" borderColor="brand.solid">
                      <Text fontSize="sm" fontWeight="semibold">
                        Reply from the owner
                      </Text>
                      <Text fontSize="sm" whiteSpace="pre-line">
                        {review.ownerReply}
                      </Text>
                    </Box>
                  )}
                </Box>
              ))}
            </Stack>
            <AddressPageNumbers total={result.total} pageSize={PAGE_SIZE} page={result.page} />
          </Stack>
        )}
      </Container>
    </>
  );
}
