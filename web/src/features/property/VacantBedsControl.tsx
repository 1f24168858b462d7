import { useMutation } from '@apollo/client/react';
import { HStack, IconButton, Text } from '@chakra-ui/react';
import { LuMinus, LuPlus } from 'react-icons/lu';
import { VACANT_BEDS_MAX, VACANT_BEDS_TEXT, vacantBedsLabel } from '../../../../shared/domain/property';
import { notify } from '../../components/toaster';
import { SetVacantBedsDocument } from '../../generated/back-office/graphql';
import { errorMessage } from '../../lib/errors';

/**
 * My Properties' quick update of the beds free now: each press saves at once, and the row shows
 * what was saved, so an owner can keep it true in a tap.
 */
export function VacantBedsControl({ listing }: { listing: { id: string; title: string; vacantBeds?: number | null } }) {
  const [save, { loading }] = useMutation(SetVacantBedsDocument);
  const current = listing.vacantBeds ?? null;

  async function change(next: number) {
    try {
      // The answer carries the listing's id, so the cache updates this row (and its cards).
      await save({ variables: { id: listing.id, vacantBeds: next } });
    } catch (failure) {
      notify('error', errorMessage(failure, 'Could not update the beds free. Please try again.'));
    }
  }

  return (
    <HStack role="group" aria-busy={loading} aria-label={`${VACANT_BEDS_TEXT.field}: ${listing.title}`} gap="1" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" me="1">
        {VACANT_BEDS_TEXT.field}:
      </Text>
      <IconButton
        size="sm"
        variant="outline"
        minW="44px"
        minH="44px"
        aria-label={VACANT_BEDS_TEXT.oneFewer}
        disabled={!current || loading}
        onClick={() => change((current ?? 1) - 1)}
      >
        <LuMinus />
      </IconButton>
      <Text as="output" aria-live="polite" fontWeight="semibold" minW="7.5rem" textAlign="center" fontSize="sm">
        {vacantBedsLabel(current) ?? VACANT_BEDS_TEXT.notStated}
      </Text>
      <IconButton
        size="sm"
        variant="outline"
        minW="44px"
        minH="44px"
        aria-label={VACANT_BEDS_TEXT.oneMore}
        disabled={(current ?? 0) >= VACANT_BEDS_MAX || loading}
        onClick={() => change((current ?? 0) + 1)}
      >
        <LuPlus />
      </IconButton>
    </HStack>
  );
}
