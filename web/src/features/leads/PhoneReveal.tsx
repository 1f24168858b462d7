import { useMutation } from '@apollo/client/react';
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LuPhone } from 'react-icons/lu';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { RevealPhoneNumberDocument } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { useAuth } from '../auth/auth-context';
import type { FromState } from '../auth/redirect';

/** Set on the way to sign-in, so the listing shows the number as soon as the user is back. */
const SHOW_PHONE = 'showPhone';

/**
 * 'View Phone Number' (spec section 2): signed-in users see the owner's number; visitors sign in
 * first and come back to this listing with the number shown.
 */
export function PhoneReveal({ listingId }: { listingId: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [reveal, { data, loading, error }] = useMutation(RevealPhoneNumberDocument, { variables: { propertyId: listingId } });
  const asked = useRef(false);

  useEffect(() => {
    if (!user || params.get(SHOW_PHONE) !== '1' || asked.current) return;
    asked.current = true;
    const next = new URLSearchParams(params);
    next.delete(SHOW_PHONE);
    setParams(next, { replace: true });
    reveal().catch(() => undefined);
  }, [user, params, setParams, reveal]);

  function onClick() {
    if (!user) {
      const back = new URLSearchParams(location.search);
      back.set(SHOW_PHONE, '1');
      const state: FromState = { from: { pathname: location.pathname, search: `?${back}`, hash: '' } };
      navigate('/login', { state });
      return;
    }
    reveal().catch(() => undefined);
  }

  const number = data?.revealPhoneNumber;
  return (
    <Stack gap="2">
      {number ? (
        <Link href={`tel:+91${number}`} fontSize="lg" fontWeight="bold" color="brand.fg" minH="44px">
          <LuPhone aria-hidden /> {number}
        </Link>
      ) : (
        <Button colorPalette="brand" borderRadius="full" minH="44px" onClick={onClick} loading={loading} loadingText="Loading">
          <LuPhone aria-hidden /> View Phone Number
        </Button>
      )}
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {errorMessage(error, 'Could not show the phone number')}
        </Text>
      )}
    </Stack>
  );
}
