import { Box, HStack, Text } from '@chakra-ui/react';
import { LISTING_STAT_LABELS } from '../../../../shared/domain/listing-stats';
import type { ListingStatsFieldsFragment } from '../../generated/graphql';

/** "Last 30 days: 48 Views · 3 Enquiries ...": every kind the gateway counts, in its order. */
export function ListingStatsLine({ stats, title }: { stats: ListingStatsFieldsFragment; title: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide" mb="1" aria-hidden>
        Last {stats.days} days
      </Text>
      <HStack as="dl" gap="2" wrap="wrap" aria-label={`${title}, last ${stats.days} days`}>
        {stats.counts.map(({ kind, count }) => (
          // dt before dd for assistive technology ("Views 48"); the number shows first.
          <HStack key={kind} gap="1" bg="bg.muted" borderRadius="md" px="2" py="1" fontSize="sm">
            <Text as="dt" color="fg.muted" order={1}>
              {LISTING_STAT_LABELS[kind]}
            </Text>
            <Text as="dd" fontWeight="bold" order={0}>
              {count.toLocaleString('en-IN')}
            </Text>
          </HStack>
        ))}
      </HStack>
    </Box>
  );
}
