import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { LuBellPlus } from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router-dom';
import { SAVED_SEARCH_MESSAGES, savedSearchName } from '../../../../shared/domain/saved-searches';
import type { SearchFilters } from '../../../../shared/validation/search';
import { notify } from '../../components/toaster';
import { SaveSearchDocument } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { SESSION_UNREACHABLE, useAuth } from '../auth/auth-context';
import type { FromState } from '../auth/redirect';
import { searchQueryString } from '../search/search-url';
import { onDemand } from '../../lib/on-demand';

// The dialog's code (its form and rules) loads when the button is first touched: most searches are never saved.
const NameDialog = onDemand(() => import('./SavedSearchNameDialog').then((m) => m.SavedSearchNameDialog));

/** The address's hash that asks the search page, back from signing in, to save its search. */
const SAVE_AFTER_SIGN_IN = '#save-search';
const SAVE_FAILED = 'Could not save this search. Please try again.';

/**
 * 'Save this search' on the search page: signed in, a dialog asks the name (made from the search's
 * parts); signed out, the login screen comes first and the search is saved on the way back, under
 * that name (renamed in My saved searches if wanted).
 */
export function SaveSearchButton({ filters }: { filters: SearchFilters }) {
  const { status, retry } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [saveSearch] = useMutation(SaveSearchDocument);
  const query = searchQueryString({ filters });

  const save = async (name: string) => {
    const { data } = await saveSearch({ variables: { name, query } });
    notify('success', data?.saveSearch.alreadySaved ? SAVED_SEARCH_MESSAGES.alreadySaved : SAVED_SEARCH_MESSAGES.saved);
  };

  // Back from signing in to save: saved once, and the hash leaves the address (a reload saves nothing more).
  const savingOnReturn = useRef(false);
  useEffect(() => {
    if (status !== 'signed-in' || location.hash !== SAVE_AFTER_SIGN_IN || savingOnReturn.current) return;
    savingOnReturn.current = true;
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    save(savedSearchName(filters)).catch((error: unknown) => notify('error', errorMessage(error, SAVE_FAILED)));
  });

  // A tap while the stored session is still being checked (or held from before the page came
  // alive) is answered once it is known, instead of being lost or sending a signed-in seeker to log in.
  // A session that could not be checked (offline) is said so, and checked again: not a reason to
  // log in; a tap made before is answered if the check then succeeds.
  const [tapped, setTapped] = useState(false);
  const signedIn = status === 'signed-in';
  const goingToLogIn = tapped && status === 'anonymous';
  const sayUnchecked = useCallback(() => {
    notify('error', SESSION_UNREACHABLE);
    retry();
  }, [retry]);
  const uncheckedAfterTap = tapped && status === 'unavailable';
  useEffect(() => {
    if (uncheckedAfterTap) sayUnchecked();
  }, [uncheckedAfterTap, sayUnchecked]);
  useEffect(() => {
    if (!goingToLogIn) return;
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: SAVE_AFTER_SIGN_IN } };
    navigate('/login', { state });
  }, [goingToLogIn, location.pathname, location.search, navigate]);
  const dialogOpen = tapped && signedIn;

  return (
    <>
      <Button
        variant="outline"
        colorPalette="brand"
        size="sm"
        minH="44px"
        borderRadius="full"
        loading={tapped && status === 'loading'}
        onClick={() => (status === 'unavailable' ? sayUnchecked() : setTapped(true))}
      >
        <LuBellPlus aria-hidden /> {SAVED_SEARCH_MESSAGES.save}
      </Button>
      {dialogOpen && (
        <Suspense fallback={null}>
          <NameDialog.Component
            open
            title={SAVED_SEARCH_MESSAGES.save}
            initialName={savedSearchName(filters)}
            submitLabel="Save"
            onSubmit={save}
            failed={SAVE_FAILED}
            onDone={() => setTapped(false)}
          />
        </Suspense>
      )}
    </>
  );
}
