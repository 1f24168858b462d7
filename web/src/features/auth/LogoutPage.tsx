import { AUTH_BUSY_TEXTS } from '../../../../shared/domain/auth-messages';
import { Container, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../components/toaster';
import { useAuth } from './auth-context';

/** Logout (spec section 2): ends the session on the server and here, then goes home. */
export function LogoutPage() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => {
      notify('info', 'You are logged out.');
      navigate('/', { replace: true });
    });
  }, [signOut, navigate]);

  return (
    <Container maxW="md" py="24" flex="1">
      <Stack align="center" gap="4" role="status" aria-live="polite">
        <Spinner size="lg" color="brand.fg" />
        <Text fontSize="lg" color="fg.muted">
          {AUTH_BUSY_TEXTS.loggingOut}
        </Text>
      </Stack>
    </Container>
  );
}
