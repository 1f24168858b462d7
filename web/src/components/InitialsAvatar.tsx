import { Box } from '@chakra-ui/react';
import { initialsOf } from '../../../shared/domain/owners';

/**
 * A person's initials in a circle, as Chakra's Avatar shows them without a photo (the same size
 * and colour tokens), without Avatar's image-loading machinery: the listing page shows two of
 * them and its script budget has no room for that (about 2 KB gzip).
 */
export function InitialsAvatar({ name, size = 'md', colorPalette = 'brand' }: { name: string; size?: 'md' | 'lg'; colorPalette?: string }) {
  return (
    <Box
      as="span"
      aria-hidden
      colorPalette={colorPalette}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
      boxSize={size === 'lg' ? '11' : '10'}
      borderRadius="full"
      bg="colorPalette.muted"
      color="colorPalette.fg"
      fontSize="md"
      fontWeight="medium"
    >
      {initialsOf(name)}
    </Box>
  );
}
