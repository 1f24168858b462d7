import { Box, HStack } from '@chakra-ui/react';
import { LuStar } from 'react-icons/lu';
import { RATING_MAX } from '../../../../shared/domain/reviews';

/** Stars as a picture, with the number for screen readers. */
export function Stars({ rating, size = '4' }: { rating: number; size?: string }) {
  return (
    <HStack gap="0.5" role="img" aria-label={`${rating} out of ${RATING_MAX} stars`} color="saffron.solid">
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <Box as={LuStar} key={i} boxSize={size} fill={i < Math.round(rating) ? 'currentColor' : 'none'} aria-hidden />
      ))}
    </HStack>
  );
}
