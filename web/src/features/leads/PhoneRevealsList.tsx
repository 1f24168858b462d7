import { useQuery } from '@apollo/client/react';
import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FORMER_MEMBER_NAME } from '../../../../shared/domain/account';
import { PhoneRevealsDocument, type PhoneRevealsQuery } from '../../generated/back-office/graphql';
import { errorMessage } from '../../lib/errors';
import { relativeAge } from '../../lib/relative-age';
import { ThreadMessages } from './ThreadMessages';
import { ThreadReplyForm } from './ThreadReplyForm';
import { useReadWhenShown } from './use-read-when-shown';

const SHOWN = 20;

/** Who saw the owner's phone number, on which listing and when, with a conversation with each: the newest reveals. */
export function PhoneRevealsList() {
  const { data, error } = useQuery(PhoneRevealsDocument, { variables: { page: 1, limit: SHOWN }, fetchPolicy: 'cache-and-network' });
  const result = data?.phoneReveals;
  return (
    <Stack as="section" aria-labelledby="phone-reveals" gap="3" mt="10">
      <Heading as="h2" size="lg" id="phone-reveals">
        Phone number views {result ? `(${result.total})` : ''}
      </Heading>
      {error && !result ? (
        <Text role="alert" color="fg.error">
          Error: {errorMessage(error, 'Fetch phone number views failed')}
        </Text>
      ) : result && !result.items.length ? (
        <Text color="fg.muted">Nobody has viewed your phone number yet.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {result?.items.map((reveal) => (
            <Box as="li" key={reveal.id} borderWidth="1px" borderRadius="md" px="4" py="3">
              <RevealItem reveal={reveal} />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

type Reveal = PhoneRevealsQuery['phoneReveals']['items'][number];

/**
 * One view of the owner's number: who, which listing, when, how to reach them, and the
 * conversation with them (the owner may write first: "Did you want to see the room?").
 */
function RevealItem({ reveal }: { reveal: Reveal }) {
  const name = reveal.name ?? FORMER_MEMBER_NAME;
  const [writing, setWriting] = useState(false);
  useReadWhenShown(reveal.thread, 'UnreadLeads');
  const talking = Boolean(reveal.thread?.messages.length);
  return (
    <Stack gap="2">
      <Box>
        <Text fontWeight="semibold">{name}</Text>
        <Text fontSize="sm" color="fg.muted">
          {reveal.listing ? (
            <Link asChild color="brand.fg">
              <RouterLink to={`/property/${reveal.listing.id}`}>{reveal.listing.title}</RouterLink>
            </Link>
          ) : (
            'A deleted listing'
          )}{' '}
          · {relativeAge(reveal.createdAt)}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '0', sm: '4' }} fontSize="sm">
          {reveal.email && (
            <Link href={`mailto:${reveal.email}`} color="brand.fg" overflowWrap="anywhere">
              {reveal.email}
            </Link>
          )}
          {reveal.phone && (
            <Link href={`tel:+91${reveal.phone}`} color="brand.fg">
              {reveal.phone}
            </Link>
          )}
        </Stack>
      </Box>
      <ThreadMessages thread={reveal.thread} side="owner" otherName={name} headingLevel="h3" />
      {reveal.thread?.open &&
        reveal.name &&
        (talking || writing ? (
          <ThreadReplyForm threadId={reveal.id} side="owner" to={name} />
        ) : (
          <Button size="sm" variant="outline" minH="44px" alignSelf="flex-start" onClick={() => setWriting(true)}>
            Write to {name}
          </Button>
        ))}
    </Stack>
  );
}
