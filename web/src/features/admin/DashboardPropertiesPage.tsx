import { Heading, Stack, Text } from '@chakra-ui/react';

/** The spec's placeholder for the admin's property list, kept honest until that work lands. */
export function DashboardPropertiesPage() {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        Property Page
      </Heading>
      <Text color="fg.muted">Reviewing and managing listings from the dashboard is coming soon.</Text>
    </Stack>
  );
}
