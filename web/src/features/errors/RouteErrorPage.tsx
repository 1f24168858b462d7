import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useRouteError } from 'react-router-dom';
import { EmailUs } from '../../components/EmailUs';

/**
 * Shown when a screen fails in a way nobody planned for: an apology and a way forward instead of
 * a blank page. The error goes to the console for whoever is debugging.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container maxW="xl" py="20" flex="1">
      <Stack gap="4" textAlign="center" align="center">
        <Heading as="h1" size="2xl" color="brand.fg">
          Something went wrong on this page
        </Heading>
        <Text color="fg.muted">
          Reloading usually fixes it. <EmailUs lead="If it keeps happening, please write to us at" />
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button colorPalette="brand" borderRadius="full" minH="44px" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
          <Button asChild variant="outline" colorPalette="brand" borderRadius="full" minH="44px">
            <a href="/">Go to the home page</a>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
