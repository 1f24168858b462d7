import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import type { SiteSettings } from './site-settings.entity';
import { SiteSettingsInput, SiteSettingsType } from './site-settings.types';

@Resolver(() => SiteSettingsType)
export class SiteSettingsResolver {
  @Query(() => SiteSettingsType, {
    description: 'The live site settings: every page reads contact details, social links and featured cities here.',
  })
  siteSettings(@Ctx() { services }: GraphQLContext): Promise<SiteSettings> {
    return services.siteSettings.current();
  }

  @Authorized('admin')
  @Query(() => [String], { description: 'Cities an admin may feature: those with live listings, and those featured now (admins).' })
  siteSettingsCityChoices(@Ctx() { services, viewer }: GraphQLContext): Promise<string[]> {
    return services.siteSettings.cityChoices(viewer);
  }

  @Authorized('admin')
  @Mutation(() => SiteSettingsType, { description: 'Saves the site settings; every gateway shows them at once (admins).' })
  updateSiteSettings(
    @Arg('input', () => SiteSettingsInput) input: SiteSettingsInput,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<SiteSettings> {
    return services.siteSettings.update(viewer, input);
  }
}
