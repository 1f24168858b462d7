import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from './auth-context';
import { afterSignIn, useSignInReturn } from './redirect';

/**
 * For the sign-in and register screens: a user who is already signed in has nothing to do there,
 * so they go on to where they were heading (or home), as after signing in.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const back = useSignInReturn();
  if (user) return <Navigate to={afterSignIn(back)} replace />;
  return children;
}
