import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { MeDocument, RevealPhoneNumberDocument } from '../../generated/graphql';
import { useAuth } from '../auth/auth-context';
import { readToken } from '../auth/session-storage';
import type { FromState } from '../auth/redirect';

/**
 * An owner's number as the listing page's parts ask for it (the owner card's 'View Phone Number',
 * the phone's contact bar): one request however many parts ask, and every part shows it once it
 * is in. A small store outside React, as parts of a page that hydrate on their own share state.
 */
export type OwnerPhone =
  { status: 'loading'; answer: Promise<OwnerPhone> } | { status: 'shown'; number: string } | { status: 'failed'; error: unknown };

/** Set on the way to sign-in, so the listing shows the number as soon as the user is back. */
const SHOW_PHONE = 'showPhone';

/**
 * Numbers asked for on an Apollo client (one per browser page, one per test), by viewer and
 * listing: a number revealed to one account is not shown to the next one signed in here.
 */
const askedOn = new WeakMap<ApolloClient, Map<string, OwnerPhone>>();
const listeners = new Set<() => void>();

function askedOnClient(client: ApolloClient): Map<string, OwnerPhone> {
  let asked = askedOn.get(client);
  if (!asked) askedOn.set(client, (asked = new Map()));
  return asked;
}

function record(client: ApolloClient, key: string, phone: OwnerPhone): OwnerPhone {
  askedOnClient(client).set(key, phone);
  listeners.forEach((listener) => listener());
  return phone;
}

/** Asks the server once (the reveal is counted and is a lead for the owner); a failure may be asked again. */
function askOnce(client: ApolloClient, key: string, listingId: string): Promise<OwnerPhone> {
  const known = askedOnClient(client).get(key);
  if (known?.status === 'shown') return Promise.resolve(known);
  if (known?.status === 'loading') return known.answer;
  const answer = client
    .mutate({ mutation: RevealPhoneNumberDocument, variables: { propertyId: listingId } })
    .then(({ data }): OwnerPhone => {
      if (!data) throw new Error('The server sent no number');
      return { status: 'shown', number: data.revealPhoneNumber };
    })
    .catch((error: unknown): OwnerPhone => ({ status: 'failed', error }))
    .then((phone) => record(client, key, phone));
  record(client, key, { status: 'loading', answer });
  return answer;
}

/** The signed-in user once the stored session has been checked (the check already asked is shared), or null. */
function sessionNow(client: ApolloClient): Promise<{ id: string } | null> {
  return client.query({ query: MeDocument }).then(
    ({ data }) => data?.me ?? null,
    () => null,
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The owner's number for this listing, and `reveal` to ask for it. Visitors are sent to sign in
 * first and come back to this listing with the number shown (`reveal` then answers undefined).
 */
export function useOwnerPhone(listingId: string) {
  const client = useApolloClient();
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const key = user ? `${user.id}:${listingId}` : null;
  // Nothing is revealed in the server's HTML, nor while React hydrates it.
  const phone = useSyncExternalStore(
    subscribe,
    () => (key ? askedOnClient(client).get(key) : undefined),
    () => undefined,
  );

  useEffect(() => {
    if (!key || params.get(SHOW_PHONE) !== '1') return;
    const next = new URLSearchParams(params);
    next.delete(SHOW_PHONE);
    setParams(next, { replace: true });
    void askOnce(client, key, listingId);
  }, [key, params, setParams, client, listingId]);

  const reveal = useCallback(async (): Promise<OwnerPhone | undefined> => {
    if (key) return askOnce(client, key, listingId);
    // A tap made before the stored session is known (an island of a listing's page answers the
    // tap that woke it while it still renders as the server did, signed out) waits for the
    // session, not for a sign-in.
    const viewer = readToken() ? await sessionNow(client) : null;
    if (viewer) return askOnce(client, `${viewer.id}:${listingId}`, listingId);
    const back = new URLSearchParams(location.search);
    back.set(SHOW_PHONE, '1');
    const state: FromState = { from: { pathname: location.pathname, search: `?${back}`, hash: '' } };
    navigate('/login', { state });
    return undefined;
  }, [key, client, listingId, location, navigate]);

  return { phone, reveal };
}
