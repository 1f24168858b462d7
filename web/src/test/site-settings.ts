/** The site settings as the gateway answers them: the values /runtime-config.js sets in browser-apis.ts. */
export function siteSettings(overrides: Record<string, unknown> = {}) {
  const { contact, social } = window.__NIVAAS_CONFIG__!;
  return {
    __typename: 'SiteSettings',
    contactEmail: contact!.email,
    contactPhone: contact!.phone,
    contactAddress: contact!.address,
    facebookUrl: social!.facebook,
    instagramUrl: social!.instagram,
    xUrl: social!.x,
    linkedinUrl: social!.linkedin,
    youtubeUrl: social!.youtube,
    featuredCities: ['Jaipur', 'Bengaluru'],
    reviewBeforeLive: false,
    ...overrides,
  };
}
