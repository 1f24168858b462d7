import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The honest placeholder for a screen that is not built yet: no sample content, just where
 * the user is and where they can go instead.
 */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Container maxW="2xl" py={{ base: '12', md: '20' }} flex="1">
      <Stack gap="4" textAlign="center" align="center">
        <Heading as="h1" size="3xl" color="brand.fg">
          {title}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          This part of Nivaas is coming soon. We are building it now.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
          <Button asChild colorPalette="brand" borderRadius="full" minH="44px">
            <RouterLink to="/">Back to home</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="brand" borderRadius="full" minH="44px">
            <RouterLink to="/blog">Read our guides</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
