/** The main navigation, shared by the desktop header and the side menu. */
export const NAV_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Blog', to: '/blog' },
] as const;
