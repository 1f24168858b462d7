import { Box, IconButton } from '@chakra-ui/react';
import { LuHeart } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useShortlist } from './useShortlist';

/** The header's way to the shortlist, for everybody, with how many listings it holds. */
export function ShortlistLink() {
  const { ids } = useShortlist();
  const count = ids.length;
  return (
    <IconButton asChild variant="ghost" size="md" minW="44px" minH="44px" position="relative">
      <RouterLink to="/shortlist" aria-label={count ? `My Shortlist, ${count} ${count === 1 ? 'listing' : 'listings'}` : 'My Shortlist'}>
        <LuHeart aria-hidden />
        {count > 0 && (
          <Box
            as="span"
            aria-hidden
            position="absolute"
            top="1"
            right="1"
            minW="18px"
            h="18px"
            px="1"
            borderRadius="full"
            bg="red.700"
            color="white"
            fontSize="2xs"
            fontWeight="bold"
            lineHeight="18px"
            textAlign="center"
          >
            {count > 99 ? '99+' : count}
          </Box>
        )}
      </RouterLink>
    </IconButton>
  );
}
