import { HStack, Icon } from '@chakra-ui/react';
import { LuStar } from 'react-icons/lu';
import { RATING_MAX } from '../../../../shared/domain/reviews';

/**
 * Stars as a picture, with the number for screen readers. A star's fill is the icon's own
 * attribute, not a style: the page's icon sprite (lib/icon-sprite.tsx) draws its shapes with the
 * icon's fill unless the icon is given one.
 */
export function Stars({ rating, size = '4' }: { rating: number; size?: string }) {
  return (
    <HStack gap="0.5" role="img" aria-label={`${rating} out of ${RATING_MAX} stars`} color="saffron.solid">
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <Icon key={i} boxSize={size} asChild>
          <LuStar fill={i < Math.round(rating) ? 'currentColor' : 'none'} aria-hidden />
        </Icon>
      ))}
    </HStack>
  );
}
