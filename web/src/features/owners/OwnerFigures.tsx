import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuBadgeCheck, LuMessageCircle } from 'react-icons/lu';
import { memberSinceText, replyTimeText } from '../../../../shared/domain/owners';
import { InitialsAvatar } from '../../components/InitialsAvatar';
import type { OwnerProfileFragment } from '../../generated/graphql';
import { capitalise } from '../../lib/listing-labels';

/**
 * Who an owner is, in figures counted by the gateway: initials avatar, name, role, member since,
 * Properties Listed, Verified Properties and Localities, the median reply time when there is one,
 * and whether they proved their number by SMS code (the number itself stays behind 'View Phone Number').
 */
export function OwnerFigures({ profile, headingAs = 'h3' }: { profile: OwnerProfileFragment; headingAs?: 'h1' | 'h2' | 'h3' }) {
  return (
    <Stack gap="4">
      <HStack gap="3">
        <InitialsAvatar name={profile.name} size="lg" />
        <Box minW="0">
          <Heading as={headingAs} size={headingAs === 'h1' ? 'xl' : 'md'}>
            {profile.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {capitalise(profile.role)} · {memberSinceText(profile.memberSince)}
          </Text>
        </Box>
      </HStack>
      <SimpleGrid columns={3} gap="2">
        <Stat label="Properties Listed" value={profile.propertiesListed} />
        <Stat label="Verified Properties" value={profile.verifiedProperties} />
        <Stat label="Localities" value={profile.localities.length} />
      </SimpleGrid>
      {profile.localities.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {profile.localities.join(', ')}
        </Text>
      )}
      {profile.numberVerified && (
        <Text fontSize="sm" display="inline-flex" alignItems="center" gap="1.5">
          <LuBadgeCheck aria-hidden /> Number verified by SMS code
        </Text>
      )}
      {typeof profile.medianReplyMinutes === 'number' && (
        <Text fontSize="sm" display="inline-flex" alignItems="center" gap="1.5">
          <LuMessageCircle aria-hidden /> {replyTimeText(profile.medianReplyMinutes)}
        </Text>
      )}
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Box bg="bg.muted" borderRadius="lg" p="3" minW="0">
      <Text fontSize="xl" fontWeight="bold" color="brand.fg">
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
    </Box>
  );
}
