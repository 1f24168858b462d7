import { Box, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { REVIEWER_CONNECTION_LABELS } from '../../../../shared/domain/reviews';
import { VERIFICATION_CHECKS } from '../../../../shared/domain/verification';

/** What stands behind each "verified" on the site, from the same checklist admins tick. */
const CHECKED = [
  `A listing marked Verified: a Nivaas admin ticked every item of the checklist (${VERIFICATION_CHECKS.map((check) =>
    check.label.toLowerCase(),
  ).join('; ')}), on the date the listing shows.`,
  'A verified number: its owner typed the 6-digit code we sent to it by SMS. Owners show it as "Number verified by SMS code"; an enquiry from a verified number says so to the owner.',
  `A review marked '${REVIEWER_CONNECTION_LABELS.verified_visit}': its writer had a visit there that the owner confirmed in Nivaas, and the visit's time had passed.`,
];

const NOT_CHECKED = [
  'Listings without the Verified mark: the owner wrote them and our team has not checked them yet.',
  'E-mail addresses: we do not confirm them yet, so an e-mail shown to an owner may be mistyped.',
  "Seekers' identity documents: we never ask for them.",
  'Prices, free beds and house rules: what the owner says; report a listing when they do not match.',
];

export function WhatWeCheck() {
  return (
    <Stack as="section" aria-labelledby="what-we-check" gap="4" mt={{ base: '10', md: '14' }} maxW="4xl">
      <Heading as="h2" size="xl" id="what-we-check">
        What &ldquo;verified&rdquo; means here
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Box>
          <Heading as="h3" size="md" mb="2">
            What we check
          </Heading>
          <List.Root gap="2" ps="5" color="fg.muted">
            {CHECKED.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List.Root>
        </Box>
        <Box>
          <Heading as="h3" size="md" mb="2">
            What we do not check
          </Heading>
          <List.Root gap="2" ps="5" color="fg.muted">
            {NOT_CHECKED.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List.Root>
        </Box>
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        Anything that looks wrong: use &lsquo;Report this listing&rsquo; on its page, or &lsquo;Report&rsquo; on a message.
      </Text>
    </Stack>
  );
}
