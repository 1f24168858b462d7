import { useMutation } from '@apollo/client/react';
import { Box, Button, Card, Container, Heading, List, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { BECOME_OWNER_TEXTS } from '../../../../shared/domain/become-owner';
import { notify } from '../../components/toaster';
import { BecomeOwnerDocument, MeDocument } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';

/**
 * What a seeker sees on an owner's page ('Post Your Property', /add-property): instead of a 403,
 * the offer to make the account an owner account in one step. The session goes on (it carries no
 * role); `me` is rewritten, so the guard lets the owner's pages in, and the add-property form opens.
 */
export function BecomeOwnerPage() {
  const navigate = useNavigate();
  const [becomeOwner, { loading }] = useMutation(BecomeOwnerDocument);

  async function confirm() {
    try {
      await becomeOwner({ update: (cache, { data }) => data && cache.writeQuery({ query: MeDocument, data: { me: data.becomeOwner } }) });
      notify('success', BECOME_OWNER_TEXTS.done);
      navigate('/add-property', { replace: true });
    } catch (failure) {
      notify('error', errorMessage(failure, 'Your account could not be changed. Please try again.'));
    }
  }

  return (
    <Container maxW="2xl" flex="1" py={{ base: '10', md: '16' }}>
      <Card.Root variant="outline" borderRadius="card" bg="bg.panel" as="section" aria-labelledby="become-owner-title">
        <Card.Body gap="5" p={{ base: '5', md: '8' }}>
          <Heading as="h1" id="become-owner-title" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
            {BECOME_OWNER_TEXTS.title}
          </Heading>
          <Text fontSize="lg">{BECOME_OWNER_TEXTS.intro}</Text>
          <Box>
            <Text fontWeight="semibold" mb="2">
              What changes
            </Text>
            <List.Root gap="2" variant="plain">
              {BECOME_OWNER_TEXTS.changes.map((change) => (
                <List.Item key={change} alignItems="flex-start">
                  <List.Indicator asChild color="green.700" mt="1">
                    <LuCircleCheck aria-hidden />
                  </List.Indicator>
                  {change}
                </List.Item>
              ))}
            </List.Root>
          </Box>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button
              colorPalette="brand"
              borderRadius="full"
              minH="44px"
              px="6"
              onClick={confirm}
              loading={loading}
              loadingText="Changing your account"
            >
              {BECOME_OWNER_TEXTS.confirm}
            </Button>
            <Button variant="outline" borderRadius="full" minH="44px" px="6" onClick={() => navigate(-1)}>
              {BECOME_OWNER_TEXTS.cancel}
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
