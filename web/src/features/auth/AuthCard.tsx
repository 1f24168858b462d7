import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Logo } from '../../components/Logo';

/** The centred card of the sign-in screens (bare layout): logo, title, form, links. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Box
      flex="1"
      display="flex"
      alignItems={{ base: 'flex-start', sm: 'center' }}
      justifyContent="center"
      px="4"
      py={{ base: '6', sm: '12' }}
    >
      <Stack gap="6" w="full" maxW="440px">
        <Box alignSelf="center">
          <Logo />
        </Box>
        <Card.Root borderRadius="card" boxShadow="sm">
          <Card.Body gap="6" p={{ base: '5', sm: '8' }}>
            <Stack gap="1">
              <Heading as="h1" size="2xl" color="brand.fg">
                {title}
              </Heading>
              {description && <Text color="fg.muted">{description}</Text>}
            </Stack>
            {children}
          </Card.Body>
        </Card.Root>
        {footer && (
          <Text textAlign="center" color="fg.muted">
            {footer}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
