import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFlag } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { REPORT_MESSAGES } from '../../../../shared/domain/reports';
import { REVIEWS_PAGE_SIZE } from '../../../../shared/domain/reviews';
import { StaleAnswer, shownAnswer } from '../../components/ListStates';
import { notify } from '../../components/toaster';
import { DeleteReviewDocument, ListingReviewsDocument, type ListingReviewsQuery, type ReviewItemFragment } from '../../generated/graphql';
import { formatLongDate } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { useAuth } from '../auth/auth-context';
import { signInAndComeBack } from '../auth/sign-in-link';
import { LazyReportDialog } from '../reports/LazyReportDialog';
import type { ReportTarget } from '../reports/ReportDialog';
import { ReplyForm } from './ReplyForm';
import { ReviewerBadge } from './ReviewerBadge';
import { ReviewForm } from './ReviewForm';
import { RatingSummary } from './RatingSummary';
import { Stars } from './Stars';

// Other pages show the same stars; they are kept here under their old name too.
export { Stars } from './Stars';

/**
 * The review block of a listing: the average, the count, a bar per star and the sub-rating
 * averages, the reviews newest first with 'Load more', and the viewer's own review to write,
 * change or delete. Every number comes from the reviews stored.
 */
export function ReviewsSection({ listingId }: { listingId: string }) {
  const [shown, setShown] = useState(REVIEWS_PAGE_SIZE);
  const query = useQuery(ListingReviewsDocument, { variables: { id: listingId, limit: shown } });
  const { loading, error } = query;
  const { shown: answer, stale } = shownAnswer(query);
  const { user } = useAuth();
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const listing = answer?.property;

  if (!listing) {
    if (loading) return <Text color="fg.muted">Loading reviews...</Text>;
    return (
      <Text color="fg.error" role="alert">
        Error: {errorMessage(error, 'Reviews could not be loaded. Reload the page to try again.')}
      </Text>
    );
  }

  const isOwner = user?.id === listing.owner.id;

  return (
    <Stack gap="8">
      <RatingSummary summary={listing.ratingSummary} isOwner={isOwner} />

      {/* While more load: deleting one's review would be undone by the longer list's answer. */}
      <StaleAnswer stale={stale}>
        {!isOwner && <MyReview listingId={listingId} mine={listing.myReview} />}

        {listing.reviews.items.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="6" aria-label="Reviews">
            {listing.reviews.items.map((review) => (
              <ReviewCard
                key={review.id}
                review={review}
                canReply={isOwner}
                onReport={user && !review.mine ? () => setReporting({ kind: 'review', id: review.id, name: review.authorName }) : undefined}
              />
            ))}
          </Stack>
        )}
      </StaleAnswer>
      <LazyReportDialog target={reporting} onClose={() => setReporting(null)} />
      {listing.reviews.total > listing.reviews.items.length && (
        <Box>
          <Button
            variant="outline"
            borderRadius="full"
            minH="44px"
            loading={loading}
            onClick={() => setShown((count) => count + REVIEWS_PAGE_SIZE)}
          >
            Load more
          </Button>
        </Box>
      )}
    </Stack>
  );
}

type MyReviewItem = NonNullable<ListingReviewsQuery['property']>['myReview'];

/**
 * The viewer's own review: a button to write one, the form, or what they wrote with edit and
 * delete (and a notice when moderation hid it). Signed-out visitors are asked to sign in.
 */
function MyReview({ listingId, mine }: { listingId: string; mine: MyReviewItem | null | undefined }) {
  const { user } = useAuth();
  const location = useLocation();
  const [editing, setEditing] = useState(false);
  const [deleteReview, { loading: deleting }] = useMutation(DeleteReviewDocument, { refetchQueries: [ListingReviewsDocument] });
  const onDelete = async () => {
    if (!mine) return;
    try {
      await deleteReview({ variables: { id: mine.id } });
      notify('success', 'Your review was deleted.');
    } catch (failure) {
      notify('error', errorMessage(failure, 'Your review could not be deleted. Please try again.'));
    }
  };

  if (!user) {
    const signIn = signInAndComeBack({ ...location, hash: '#reviews' });
    return (
      <Box>
        <Button asChild variant="outline" colorPalette="brand" borderRadius="full" minH="44px">
          <RouterLink to={signIn.to} state={signIn.state}>
            Sign in to write a review
          </RouterLink>
        </Button>
      </Box>
    );
  }
  if (editing) return <ReviewForm listingId={listingId} existing={mine ?? null} onDone={() => setEditing(false)} />;
  if (!mine) {
    return (
      <Box>
        <Button colorPalette="brand" borderRadius="full" minH="44px" onClick={() => setEditing(true)}>
          Write a review
        </Button>
      </Box>
    );
  }
  return (
    <HStack gap="3" wrap="wrap">
      {mine.state === 'hidden' ? (
        <Alert.Root status="warning" borderRadius="card">
          <Alert.Indicator />
          <Alert.Title>{REPORT_MESSAGES.reviewHiddenNotice}</Alert.Title>
        </Alert.Root>
      ) : (
        <Text color="fg.muted">You reviewed this place.</Text>
      )}
      <Button variant="outline" borderRadius="full" minH="44px" onClick={() => setEditing(true)}>
        Edit your review
      </Button>
      <Button variant="ghost" colorPalette="red" borderRadius="full" minH="44px" loading={deleting} onClick={onDelete}>
        Delete your review
      </Button>
    </HStack>
  );
}

function ReviewCard({ review, canReply, onReport }: { review: ReviewItemFragment; canReply: boolean; onReport?: () => void }) {
  const [replying, setReplying] = useState(false);
  return (
    <Box as="li" borderWidth="1px" borderRadius="card" p={{ base: '4', md: '5' }} bg="bg.panel">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">
            {review.authorName}
            {review.mine && (
              <Text as="span" color="fg.muted" fontWeight="normal">
                {' '}
                (you)
              </Text>
            )}
          </Text>
          <ReviewerBadge connection={review.reviewerConnection} />
        </HStack>
        <HStack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {formatLongDate(review.createdAt)}
          </Text>
          {onReport && (
            <Button
              size="sm"
              variant="ghost"
              color="fg.muted"
              minH="44px"
              aria-label={`Report the review by ${review.authorName}`}
              onClick={onReport}
            >
              <LuFlag aria-hidden /> Report
            </Button>
          )}
        </HStack>
      </HStack>
      <Box mt="1">
        <Stars rating={review.rating} />
      </Box>
      <Text mt="3" whiteSpace="pre-line">
        {review.text}
      </Text>
      {review.ownerReply && (
        <Box mt="4" ps="4" borderStartWidth="3px" borderColor="brand.solid">
          <Text fontSize="sm" fontWeight="semibold">
            Reply from the owner
          </Text>
          <Text fontSize="sm" whiteSpace="pre-line">
            {review.ownerReply}
          </Text>
        </Box>
      )}
      {canReply &&
        (replying ? (
          <ReplyForm review={review} onDone={() => setReplying(false)} />
        ) : (
          <Button mt="3" size="sm" variant="outline" borderRadius="full" minH="44px" onClick={() => setReplying(true)}>
            {review.ownerReply ? 'Edit your reply' : 'Reply'}
          </Button>
        ))}
    </Box>
  );
}
