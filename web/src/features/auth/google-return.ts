/**
 * Where to go after signing in with Google: the page leaves for Google and comes back as a new
 * page load, so the sign-in screens' router state is kept in session storage meanwhile.
 */
const KEY = 'nivaas-google-return';

export function rememberGoogleReturn(path: string): void {
  try {
    window.sessionStorage.setItem(KEY, path);
  } catch {
    // Storage disabled: the home page it is.
  }
}

/** The page to open after a Google sign-in (once), a path of this site only. */
export function takeGoogleReturn(): string {
  try {
    const path = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : '/';
  } catch {
    return '/';
  }
}
