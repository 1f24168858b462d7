import { Grid, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { RATING_MAX } from '../../../../shared/domain/reviews';
import type { ListingReviewsQuery } from '../../generated/graphql';
import { Stars } from './Stars';

type Summary = NonNullable<ListingReviewsQuery['property']>['ratingSummary'];

/** The average, the count, a bar per star and the sub-rating averages; or that there are none yet. */
export function RatingSummary({ summary, isOwner }: { summary: Summary; isOwner: boolean }) {
  if (summary.count === 0) return <Text color="fg.muted">No reviews yet.{isOwner ? '' : ' Stayed here? Be the first to write one.'}</Text>;
  return (
    <Grid templateColumns={{ base: '1fr', md: '200px 1fr 1fr' }} gap="8" alignItems="start">
      <Stack gap="1">
        <Text fontSize="5xl" fontWeight="bold" lineHeight="1">
          {summary.average?.toFixed(1)}
          <Text as="span" fontSize="lg" color="fg.muted" fontWeight="normal">
            {' '}
            / {RATING_MAX}
          </Text>
        </Text>
        <Stars rating={summary.average ?? 0} size="5" />
        <Text color="fg.muted">
          from {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
        </Text>
      </Stack>
      <Stack as="ul" listStyleType="none" gap="2" aria-label="Reviews per star">
        {summary.starCounts.map((count, i) => (
          <HStack as="li" key={i} gap="3">
            <Text w="14" flexShrink={0} fontSize="sm">
              {RATING_MAX - i} {RATING_MAX - i === 1 ? 'star' : 'stars'}
            </Text>
            <Progress.Root value={Math.min(100, (count / summary.count) * 100)} flex="1" colorPalette="saffron" size="sm" aria-hidden>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text w="8" textAlign="right" fontSize="sm" color="fg.muted">
              {count}
            </Text>
          </HStack>
        ))}
      </Stack>
      <Stack gap="2" as="dl">
        {summary.aspects
          .filter((aspect) => aspect.average !== null)
          .map((aspect) => (
            <HStack key={aspect.aspect} justify="space-between">
              <Text as="dt" fontSize="sm">
                {aspect.label}
              </Text>
              <Text as="dd" fontSize="sm" fontWeight="semibold">
                {aspect.average?.toFixed(1)}
              </Text>
            </HStack>
          ))}
      </Stack>
    </Grid>
  );
}
