import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { LuPhone } from 'react-icons/lu';
import { errorMessage } from '../../lib/errors';
import { telephoneLink } from './contact-links';
import { useOwnerPhone } from './owner-phone';

/**
 * 'View Phone Number' (spec section 2): signed-in users see the owner's number; visitors sign in
 * first and come back to this listing with the number shown.
 */
export function PhoneReveal({ listingId }: { listingId: string }) {
  const { phone, reveal } = useOwnerPhone(listingId);
  return (
    <Stack gap="2">
      {phone?.status === 'shown' ? (
        <Link href={telephoneLink(phone.number)} fontSize="lg" fontWeight="bold" color="brand.fg" minH="44px">
          <LuPhone aria-hidden /> {phone.number}
        </Link>
      ) : (
        <Button
          colorPalette="brand"
          borderRadius="full"
          minH="44px"
          onClick={() => void reveal()}
          loading={phone?.status === 'loading'}
          loadingText="Loading"
        >
          <LuPhone aria-hidden /> View Phone Number
        </Button>
      )}
      {phone?.status === 'failed' && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {errorMessage(phone.error, 'Could not show the phone number')}
        </Text>
      )}
    </Stack>
  );
}
