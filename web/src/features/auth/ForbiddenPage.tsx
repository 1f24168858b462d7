import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ROLE_LABELS, type Role } from '../../../../shared/domain/roles';

const WHO: Partial<Record<Role, string>> = { owner: 'property owners', admin: 'Nivaas administrators' };

/** 403: signed in, but this page is for another role. Says so, and offers a way on. */
export function ForbiddenPage({ roles, role }: { roles: readonly Role[]; role: Role }) {
  const forWhom = roles.map((r) => WHO[r] ?? `${ROLE_LABELS[r].toLowerCase()}s`).join(' and ');
  return (
    <Container maxW="2xl" flex="1" display="flex" alignItems="center" justifyContent="center" py="16">
      <Stack align="center" textAlign="center" gap="5">
        <Text fontWeight="semibold" color="saffron.fg" letterSpacing="wider" textTransform="uppercase">
          Error 403
        </Text>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="brand.fg">
          This page is not for your account
        </Heading>
        <Text color="fg.muted" fontSize="lg" maxW="md">
          This page is only for {forWhom}, and your account&apos;s role is {ROLE_LABELS[role]}.
          {roles.includes('owner') &&
            role === 'user' &&
            ' To list a property, use Post Your Property: your account can become an owner account.'}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild colorPalette="brand" size="lg" borderRadius="full" px="8">
            <RouterLink to="/">Go Back Home</RouterLink>
          </Button>
          {roles.includes('owner') && role === 'user' ? (
            <Button asChild variant="outline" colorPalette="brand" size="lg" borderRadius="full" px="8">
              <RouterLink to="/add-property">Post Your Property</RouterLink>
            </Button>
          ) : (
            <Button asChild variant="outline" colorPalette="brand" size="lg" borderRadius="full" px="8">
              <RouterLink to="/user-profile">My Profile</RouterLink>
            </Button>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
