import { Button, Grid, chakra } from '@chakra-ui/react';
import { LuMessageCircle, LuPhone, LuSend } from 'react-icons/lu';
import { listingPath } from '../../../../shared/domain/share';
import { notify } from '../../components/toaster';
import { errorMessage } from '../../lib/errors';
import { useAuth } from '../auth/auth-context';
import { openContactLink, telephoneLink, whatsAppLink } from './contact-links';
import { ENQUIRY_CARD_ID } from './EnquiryForm';
import { useOwnerPhone } from './owner-phone';

const PHONE_FAILED = 'Could not show the phone number';

/** What the bar needs of a listing: all an island's server HTML carries for it (its props). */
type ContactBarListing = { id: string; title: string; owner: { id: string } };
export const contactBarListing = ({ id, title, owner }: ContactBarListing): ContactBarListing => ({ id, title, owner: { id: owner.id } });

/**
 * On phones (under 768 px), a bar at the bottom of a listing with Call, WhatsApp and Enquire, so
 * the owner is one tap away wherever the seeker has scrolled. Call and WhatsApp go through the
 * same reveal as 'View Phone Number' (signed in, counted, a lead for the owner); once the number
 * is in, both are plain links. Sticky, not fixed: it settles above the footer at the page's end.
 */
export function ContactBar({ listing }: { listing: ContactBarListing }) {
  const { user } = useAuth();
  const { phone, reveal } = useOwnerPhone(listing.id);
  if (user?.id === listing.owner.id) return null;

  const number = phone?.status === 'shown' ? phone.number : null;
  const whatsApp = (n: string) => whatsAppLink(n, { title: listing.title, url: window.location.origin + listingPath(listing.id) });
  // Before the number is in, a tap asks for it and then goes where the tap meant to.
  const revealThenOpen = (link: (n: string) => string) => async () => {
    const answer = await reveal();
    if (answer?.status === 'shown') openContactLink(link(answer.number));
    else if (answer?.status === 'failed') notify('error', errorMessage(answer.error, PHONE_FAILED));
  };
  const loading = phone?.status === 'loading';

  return (
    <chakra.div
      role="region"
      aria-label="Contact the owner"
      hideFrom="md"
      position="sticky"
      bottom="0"
      zIndex="sticky"
      mt="8"
      bg="bg.panel"
      borderTopWidth="1px"
      boxShadow="0 -2px 8px rgba(0, 0, 0, 0.08)"
      px="3"
      pt="2"
      pb="calc({spacing.2} + env(safe-area-inset-bottom))"
    >
      <Grid templateColumns="repeat(3, 1fr)" gap="2">
        {number ? (
          <Button asChild colorPalette="brand" borderRadius="full" minH="44px">
            <a href={telephoneLink(number)}>
              <LuPhone aria-hidden /> Call
            </a>
          </Button>
        ) : (
          <Button colorPalette="brand" borderRadius="full" minH="44px" loading={loading} onClick={revealThenOpen(telephoneLink)}>
            <LuPhone aria-hidden /> Call
          </Button>
        )}
        {number ? (
          <Button asChild colorPalette="green" borderRadius="full" minH="44px">
            <a href={whatsApp(number)} target="_blank" rel="noopener noreferrer">
              <LuMessageCircle aria-hidden /> WhatsApp
            </a>
          </Button>
        ) : (
          <Button colorPalette="green" borderRadius="full" minH="44px" loading={loading} onClick={revealThenOpen(whatsApp)}>
            <LuMessageCircle aria-hidden /> WhatsApp
          </Button>
        )}
        <Button asChild variant="outline" colorPalette="brand" borderRadius="full" minH="44px">
          <a href={`#${ENQUIRY_CARD_ID}`}>
            <LuSend aria-hidden /> Enquire
          </a>
        </Button>
      </Grid>
    </chakra.div>
  );
}
