import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Checkbox, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BULK_SKIP_REASONS, LISTING_REVIEW_MESSAGES, REVIEW_PAGE_SIZE } from '../../../../../shared/domain/listing-review';
import { labelOf } from '../../../../../shared/domain/property';
import type { ReviewFilters as Filters } from '../../../../../shared/validation/listing-review';
import { PageNumbers } from '../../../components/PageNumbers';
import { notify } from '../../../components/toaster';
import {
  ApproveListingsDocument,
  ListingsForReviewDocument,
  type ApproveListingsMutation,
  type ListingsForReviewQuery,
} from '../../../generated/back-office/graphql';
import { errorMessage } from '../../../lib/errors';
import { ListError, ListLoading } from '../../../components/ListStates';
import { ReviewFilters } from './ReviewFilters';
import { ReviewRow } from './ReviewRow';
import { readReviewState, reviewSearchParams, reviewVariables } from './review-url';
import { CALL_MESSAGES } from '../../../../../shared/domain/call-messages';

type BulkResult = ApproveListingsMutation['approveListings'];

/** Admins review listings: filter the queue, approve several at once, reject with a reason, verify, edit. */
export function DashboardPropertiesPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readReviewState(params), [params]);
  const { data, loading, error } = useQuery(ListingsForReviewDocument, {
    variables: reviewVariables(state),
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.listingsForReview;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkResult, setBulkResult] = useState<BulkResult | null>(null);
  const [approveListings, { loading: approving }] = useMutation(ApproveListingsDocument, {
    update: (cache) => cache.evict({ fieldName: 'listingsForReview' }),
  });

  const waiting = (result?.items ?? []).filter((listing) => listing.status === 'pending');
  const chosen = waiting.filter((listing) => selected.has(listing.id));

  function go(filters: Filters, page = 1) {
    setSelected(new Set());
    setParams(reviewSearchParams({ filters, page }));
  }
  function select(id: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }
  async function approveChosen() {
    try {
      const { data: done } = await approveListings({ variables: { ids: chosen.map((listing) => listing.id) } });
      if (!done) return;
      const { approvedCount, skipped } = done.approveListings;
      notify(
        'success',
        [LISTING_REVIEW_MESSAGES.approvedCount(approvedCount), skipped.length ? LISTING_REVIEW_MESSAGES.skippedCount(skipped.length) : '']
          .filter(Boolean)
          .join(' '),
      );
      setBulkResult(done.approveListings);
      setSelected(new Set());
    } catch (failure) {
      notify('error', errorMessage(failure, 'The listings could not be approved. Please try again.'));
    }
  }

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Property Page
      </Heading>
      <Text color="fg.muted">
        Every listing on Nivaas. Approve the ones waiting for review, reject with a reason the owner is e-mailed, and mark the ones you
        checked as verified.
      </Text>
      <ReviewFilters filters={state.filters} onChange={(filters) => go(filters)} />

      {waiting.length > 0 && (
        <BulkBar
          waiting={waiting.length}
          chosen={chosen.length}
          approving={approving}
          onSelectAll={(on) => setSelected(on ? new Set(waiting.map((listing) => listing.id)) : new Set())}
          onApprove={approveChosen}
        />
      )}

      {bulkResult && <BulkOutcome result={bulkResult} onClose={() => setBulkResult(null)} />}

      <ReviewList
        result={result}
        loading={loading}
        error={error}
        filters={state.filters}
        selected={selected}
        onSelect={select}
        onShowAll={() => go({})}
      />

      {result && (
        <PageNumbers total={result.total} pageSize={REVIEW_PAGE_SIZE} page={state.page} onPageChange={(next) => go(state.filters, next)} />
      )}
    </Stack>
  );
}

interface BulkBarProps {
  waiting: number;
  chosen: number;
  approving: boolean;
  onSelectAll: (on: boolean) => void;
  onApprove: () => void;
}

/** Select the listings waiting on this page and approve them at once. */
function BulkBar({ waiting, chosen, approving, onSelectAll, onApprove }: BulkBarProps) {
  const allChosen = waiting > 0 && chosen === waiting;
  return (
    <HStack gap="4" wrap="wrap" p="3" borderWidth="1px" borderRadius="lg" role="group" aria-label="Approve several listings">
      <Checkbox.Root
        checked={allChosen ? true : chosen ? 'indeterminate' : false}
        onCheckedChange={(details) => onSelectAll(details.checked === true)}
        minH="44px"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Select all on this page</Checkbox.Label>
      </Checkbox.Root>
      <Text color="fg.muted" aria-live="polite">
        {chosen} of {waiting} waiting selected
      </Text>
      <Button colorPalette="green" minH="44px" disabled={!chosen} loading={approving} onClick={onApprove}>
        Approve selected
      </Button>
    </HStack>
  );
}

interface ReviewListProps {
  result: ListingsForReviewQuery['listingsForReview'] | undefined;
  loading: boolean;
  error: unknown;
  filters: Filters;
  selected: ReadonlySet<string>;
  onSelect: (id: string, on: boolean) => void;
  onShowAll: () => void;
}

/** The queue: loading, an error, an empty state that says what to try, or the listings. */
function ReviewList({ result, loading, error, filters, selected, onSelect, onShowAll }: ReviewListProps) {
  if (loading && !result) return <ListLoading heights={['90px', '90px']} loadingText />;
  if (error && !result) return <ListError error={error} failed={CALL_MESSAGES.fetchPropertiesFailed} prefix="Error: " />;
  if (!result?.items.length) {
    return (
      <Stack gap="3" align="start" p="6" borderWidth="1px" borderRadius="lg" borderStyle="dashed">
        <Text fontWeight="semibold">No listings match these filters.</Text>
        <Text color="fg.muted">
          {filters.status === 'pending'
            ? 'Nothing is waiting for review: you are all caught up.'
            : 'Try another status or city, or show every listing.'}
        </Text>
        {Object.keys(filters).length > 0 && (
          <Button variant="outline" minH="44px" onClick={onShowAll}>
            Show every listing
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {result.items.map((listing) => (
        <Box as="li" key={listing.id}>
          <ReviewRow listing={listing} selected={selected.has(listing.id)} onSelect={(on) => onSelect(listing.id, on)} />
        </Box>
      ))}
    </Stack>
  );
}

/** What a bulk approval did: how many went live, and each listing skipped with why. */
function BulkOutcome({ result, onClose }: { result: BulkResult; onClose: () => void }) {
  return (
    <Alert.Root status={result.skipped.length ? 'warning' : 'success'} borderRadius="md" role="status" aria-label="Approval result">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {LISTING_REVIEW_MESSAGES.approvedCount(result.approvedCount)}{' '}
          {result.skipped.length > 0 && LISTING_REVIEW_MESSAGES.skippedCount(result.skipped.length)}
        </Alert.Title>
        {result.skipped.length > 0 && (
          <Alert.Description>
            <List.Root ps="4">
              {result.skipped.map((listing) => (
                <List.Item key={listing.id}>
                  {listing.title ?? 'A listing'}: {labelOf(BULK_SKIP_REASONS, listing.reason)}
                </List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        )}
      </Alert.Content>
      <Button size="sm" variant="ghost" minH="44px" onClick={onClose}>
        Dismiss
      </Button>
    </Alert.Root>
  );
}
