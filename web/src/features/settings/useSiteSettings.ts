import { useQuery } from '@apollo/client/react';
import { runtimeConfig, type RuntimeConfig } from '../../config';
import { SiteSettingsDocument } from '../../generated/graphql';

export interface LiveSiteSettings extends RuntimeConfig {
  /** Empty until the gateway answers. */
  featuredCities: string[];
  reviewBeforeLive: boolean;
}

/**
 * The site settings admins edit (contact details, social links, featured cities), live from
 * GraphQL. Until it answers, the copy written into the page (read from the same row when the page
 * loaded) fills in, so the header and footer never flash empty.
 */
export function useSiteSettings(): LiveSiteSettings {
  const { data } = useQuery(SiteSettingsDocument);
  const base = runtimeConfig();
  const live = data?.siteSettings;
  if (!live) return { ...base, featuredCities: [], reviewBeforeLive: false };
  return {
    siteUrl: base.siteUrl,
    contact: { ...base.contact, email: live.contactEmail, phone: live.contactPhone, address: live.contactAddress },
    social: {
      facebook: live.facebookUrl,
      instagram: live.instagramUrl,
      x: live.xUrl,
      linkedin: live.linkedinUrl,
      youtube: live.youtubeUrl,
    },
    featuredCities: live.featuredCities,
    reviewBeforeLive: live.reviewBeforeLive,
  };
}
