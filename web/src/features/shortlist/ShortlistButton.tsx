import { Button, IconButton } from '@chakra-ui/react';
import { LuHeart } from 'react-icons/lu';
import { SHORTLIST_MESSAGES } from '../../../../shared/domain/shortlist';
import { useShortlist } from './useShortlist';

/**
 * The heart: adds a listing to the shortlist or takes it off (aria-pressed says which). On a card
 * it is a round button over the photo, a sibling of the card's link (never inside it), placed
 * absolutely so it moves nothing; on the listing page a button with its words.
 */
export function ShortlistButton({ listingId, title, variant = 'card' }: { listingId: string; title?: string; variant?: 'card' | 'page' }) {
  const shortlist = useShortlist();
  const on = shortlist.has(listingId);
  const action = on ? SHORTLIST_MESSAGES.remove : SHORTLIST_MESSAGES.add;
  const heart = <LuHeart aria-hidden fill={on ? 'currentColor' : 'none'} />;
  const toggle = () => void shortlist.toggle(listingId);

  if (variant === 'page') {
    return (
      <Button
        variant="outline"
        colorPalette={on ? 'red' : 'gray'}
        borderRadius="full"
        minH="44px"
        aria-pressed={on}
        onClick={toggle}
        css={{ '& svg': { color: on ? 'red.600' : undefined } }}
      >
        {heart} {action}
      </Button>
    );
  }
  return (
    <IconButton
      aria-label={title ? `${action}: ${title}` : action}
      aria-pressed={on}
      onClick={toggle}
      position="absolute"
      top="2"
      right="2"
      zIndex="2"
      minW="44px"
      minH="44px"
      borderRadius="full"
      bg="white"
      color={on ? 'red.600' : 'gray.700'}
      boxShadow="sm"
      _hover={{ bg: 'gray.100' }}
    >
      {heart}
    </IconButton>
  );
}
