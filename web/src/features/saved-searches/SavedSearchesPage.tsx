import { useMutation, useQuery } from '@apollo/client/react';
import { cappedCountText } from '../../../../shared/domain/listing-text';
import { Badge, Button, Card, Container, HStack, Heading, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { SAVED_SEARCH_MAX, SAVED_SEARCH_MESSAGES } from '../../../../shared/domain/saved-searches';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListStates, ListTotal } from '../../components/ListStates';
import { PageMeta } from '../../components/PageMeta';
import { notify } from '../../components/toaster';
import {
  DeleteSavedSearchDocument,
  OpenSavedSearchDocument,
  RenameSavedSearchDocument,
  SavedSearchesDocument,
  SetSavedSearchPausedDocument,
  type SavedSearchFieldsFragment,
} from '../../generated/back-office/graphql';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { errorMessage } from '../../lib/errors';
import { appliedFilters } from '../search/search-labels';
import { readSearchState } from '../search/search-url';
import { SavedSearchAlertSettings } from './SavedSearchAlertSettings';
import { SavedSearchNameDialog } from './SavedSearchNameDialog';

type SavedSearch = SavedSearchFieldsFragment;

const TITLE = 'My Saved Searches';
const FAILED = 'Your saved searches could not be loaded. Please try again.';

/** The search's parts in words ("Jaipur · Girls Hostel · Up to ₹7,999"), whatever its name now. */
function describe(query: string): string {
  const parts = appliedFilters(readSearchState(new URLSearchParams(query)).filters).map((filter) => filter.label);
  return parts.length ? parts.join(' · ') : 'Every listing';
}

/**
 * /saved-searches: the seeker's saved searches, newest first, each with what is new since it was
 * last opened and its alerts; opens, renames, pauses and deletes them.
 */
export function SavedSearchesPage() {
  const { data, previousData, error } = useQuery(SavedSearchesDocument, { fetchPolicy: 'cache-and-network' });
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [rename] = useMutation(RenameSavedSearchDocument);

  return (
    <>
      <PageMeta title={TITLE} noIndex />
      <BreadcrumbBanner title={TITLE} />
      <Container maxW="4xl" py={{ base: '6', md: '10' }}>
        <ListStates
          result={(data ?? previousData)?.savedSearches}
          error={error}
          failed={FAILED}
          skeletons={['120px', '120px']}
          isEmpty={(list) => list.length === 0}
          empty={
            <>
              No saved searches yet. On the{' '}
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to="/search-list">search page</RouterLink>
              </Link>
              , choose {SAVED_SEARCH_MESSAGES.save} to keep a search and see what is new in it.
            </>
          }
        >
          {(list) => (
            <Stack gap="4">
              <ListTotal total={list.length} one="saved search" many="saved searches">
                {` of ${SAVED_SEARCH_MAX}`}
              </ListTotal>
              <Stack as="ul" listStyleType="none" gap="4" aria-label="Saved searches">
                {list.map((search) => (
                  <li key={search.id}>
                    <SavedSearchCard search={search} onRename={() => setRenaming(search)} onDelete={() => setDeleting(search)} />
                  </li>
                ))}
              </Stack>
            </Stack>
          )}
        </ListStates>
      </Container>
      <SavedSearchNameDialog
        open={renaming !== null}
        title="Rename saved search"
        initialName={renaming?.name ?? ''}
        submitLabel="Rename"
        onSubmit={async (name) => {
          if (!renaming) return;
          await rename({ variables: { id: renaming.id, name } });
          notify('success', SAVED_SEARCH_MESSAGES.renamed);
        }}
        failed="The saved search could not be renamed. Please try again."
        onDone={() => setRenaming(null)}
      />
      <DeleteSavedSearchDialog search={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

/** What is new in a saved search: paused, "3 new", or nothing new since it was last opened. */
function NewMatches({ search }: { search: SavedSearch }) {
  if (search.paused) return <Badge colorPalette="gray">Paused</Badge>;
  if (search.newMatches === null || search.newMatches === undefined) return null;
  if (search.newMatches === 0) return <Text color="fg.muted">No new listings since you last looked</Text>;
  return (
    <Badge colorPalette="green" size="lg">
      {cappedCountText(search.newMatches)} new {search.newMatches === 1 ? 'listing' : 'listings'}
    </Badge>
  );
}

function SavedSearchCard({ search, onRename, onDelete }: { search: SavedSearch; onRename: () => void; onDelete: () => void }) {
  const navigate = useNavigate();
  const [open] = useMutation(OpenSavedSearchDocument);
  const [setPaused, { loading: pausing }] = useMutation(SetSavedSearchPausedDocument);
  const href = search.query ? `/search-list?${search.query}` : '/search-list';

  // Marked opened on the way (its new matches start again), but the search opens even if that fails.
  const openSearch = () => {
    open({ variables: { id: search.id } }).catch(() => undefined);
    navigate(href);
  };
  const togglePause = async () => {
    try {
      await setPaused({ variables: { id: search.id, paused: !search.paused } });
      notify('success', search.paused ? SAVED_SEARCH_MESSAGES.resumed : SAVED_SEARCH_MESSAGES.paused);
    } catch (error) {
      notify('error', errorMessage(error, 'The saved search could not be changed. Please try again.'));
    }
  };

  return (
    <Card.Root variant="outline" borderRadius="card">
      <Card.Body gap="3">
        <Stack gap="1">
          <Heading as="h2" size="md" overflowWrap="anywhere">
            {search.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
            {describe(search.query)}
          </Text>
        </Stack>
        <HStack>
          <NewMatches search={search} />
        </HStack>
        <SavedSearchAlertSettings search={search} />
        <Wrap gap="2">
          <Button colorPalette="brand" minH="44px" onClick={openSearch} aria-label={`Open ${search.name}`}>
            Open
          </Button>
          <Button variant="outline" minH="44px" onClick={onRename} aria-label={`Rename ${search.name}`}>
            Rename
          </Button>
          <Button
            variant="outline"
            minH="44px"
            loading={pausing}
            onClick={togglePause}
            aria-label={`${search.paused ? 'Resume' : 'Pause'} ${search.name}`}
          >
            {search.paused ? 'Resume' : 'Pause'}
          </Button>
          <Button variant="outline" colorPalette="red" minH="44px" onClick={onDelete} aria-label={`Delete ${search.name}`}>
            Delete
          </Button>
        </Wrap>
      </Card.Body>
    </Card.Root>
  );
}

/** Asks before deleting a saved search; the list then leaves it out. */
function DeleteSavedSearchDialog({ search, onClose }: { search: SavedSearch | null; onClose: () => void }) {
  const [remove, { loading }] = useMutation(DeleteSavedSearchDocument, {
    update(cache, { data }) {
      if (!data) return;
      const left = new Set(data.deleteSavedSearch);
      cache.updateQuery({ query: SavedSearchesDocument }, (current) =>
        current ? { savedSearches: current.savedSearches.filter((saved) => left.has(saved.id)) } : current,
      );
    },
  });
  const confirm = async () => {
    if (!search) return;
    try {
      await remove({ variables: { id: search.id } });
      notify('success', SAVED_SEARCH_MESSAGES.deleted);
      onClose();
    } catch (error) {
      notify('error', errorMessage(error, 'The saved search could not be deleted. Please try again.'));
    }
  };
  return (
    <ConfirmDialog
      open={search !== null}
      title={<>Delete “{search?.name}”?</>}
      confirmLabel="Delete"
      busy={loading}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text>The search stays on the search page; only this saved copy and its alerts go.</Text>
    </ConfirmDialog>
  );
}
