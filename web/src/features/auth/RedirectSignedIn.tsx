import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from './auth-context';
import { afterSignIn } from './redirect';

/**
 * For the sign-in and register screens: a user who is already signed in has nothing to do there,
 * so they go on to where they were heading (or home), as after signing in.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (user) return <Navigate to={afterSignIn(location.state)} replace />;
  return children;
}
