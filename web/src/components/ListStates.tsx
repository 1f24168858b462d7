import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/errors';

/** A list that could not be loaded: the server's message, else `failed` (after `prefix`, where a screen's text has one). */
export function ListError({ error, failed, prefix = '' }: { error: unknown; failed: string; prefix?: string }) {
  return (
    <Text color="fg.error" role="alert">
      {prefix}
      {errorMessage(error, failed)}
    </Text>
  );
}

/**
 * What a list screen shows of its query: the answer for its filters, else the one before while it
 * loads, which is `stale` (see ListStates).
 */
export function shownAnswer<Data>({ data, previousData }: { data?: Data; previousData?: Data }) {
  return { shown: data ?? previousData, stale: data === undefined && previousData !== undefined };
}

/** A list on its way: a skeleton of each height given, under "Loading..." where the screen says it. */
export function ListLoading({
  heights,
  loadingText = false,
  gap = '3',
}: {
  heights: readonly string[];
  loadingText?: boolean;
  gap?: string;
}) {
  return (
    <Stack gap={gap} aria-busy="true">
      {loadingText && <Text color="fg.muted">Loading...</Text>}
      {heights.map((h, key) => (
        <Skeleton key={key} h={h} borderRadius="card" />
      ))}
    </Stack>
  );
}

/** A list with nothing in it: what to do next, and Clear filters when filters hid everything. */
function ListEmpty({ children, onClear }: { children: ReactNode; onClear?: () => void }) {
  if (!onClear) return <Text color="fg.muted">{children}</Text>;
  return (
    <Stack gap="3" align="flex-start">
      <Text color="fg.muted">{children}</Text>
      <Button variant="outline" minH="44px" onClick={onClear}>
        Clear filters
      </Button>
    </Stack>
  );
}

/** "1 user" / "1,204 users", read out when it changes (after a filter or a page). */
export function ListTotal({ total, one, many, children }: { total: number; one: string; many: string; children?: ReactNode }) {
  return (
    <Text color="fg.muted" aria-live="polite">
      {total === 1 ? `1 ${one}` : `${total.toLocaleString('en-IN')} ${many}`}
      {children}
    </Text>
  );
}

/**
 * What is shown of an answer: while it is `stale` (shownAnswer's), dimmed and inert, since an
 * action on it would be undone (see ListStates). The same element either way, so nothing inside is
 * mounted again when the new answer comes, and no box of its own (display: contents), so the
 * spacing around its parts stays the screen's.
 */
export function StaleAnswer({ stale, children }: { stale: boolean; children: ReactNode }) {
  return (
    <Box display="contents" inert={stale} css={stale ? { '& > *': { opacity: 0.6 } } : undefined}>
      {children}
    </Box>
  );
}

/**
 * A list's four states in the order every admin screen shows them: the error (only while nothing
 * was loaded; a page already shown stays), the skeletons until the first answer, the empty state,
 * and then `children` with the answer. A `stale` answer (the one for the filters before, while the
 * new one loads) is shown dimmed and out of reach: an action's refetch does not cancel the request
 * for the new filters, so that request's answer, asked before the action, would come last and undo
 * the action on screen.
 */
export function ListStates<Result>({
  result,
  error,
  failed,
  skeletons,
  loadingText,
  gap,
  isEmpty,
  empty,
  onClear,
  stale = false,
  children,
}: {
  /** The answer, or the previous one while the next loads; undefined until the first arrives. */
  result: Result | undefined;
  error: unknown;
  failed: string;
  skeletons: readonly string[];
  loadingText?: boolean;
  gap?: string;
  isEmpty: (result: Result) => boolean;
  empty: ReactNode;
  /** Given when filters are on: the empty state offers to clear them. */
  onClear?: () => void;
  stale?: boolean;
  children: (result: Result) => ReactNode;
}) {
  if (error && !result) return <ListError error={error} failed={failed} />;
  if (!result) return <ListLoading heights={skeletons} loadingText={loadingText} gap={gap} />;
  if (isEmpty(result)) return <ListEmpty onClear={onClear}>{empty}</ListEmpty>;
  return <StaleAnswer stale={stale}>{children(result)}</StaleAnswer>;
}
