import { Field, GraphQLISODateTime, InputType, ObjectType } from 'type-graphql';

@ObjectType('SiteSettings', { description: 'Contact details, social links, featured cities and listing review, as admins set them.' })
export class SiteSettingsType {
  @Field(() => String)
  contactEmail: string;

  @Field(() => String, { description: 'As shown to visitors, e.g. "+91 98765 43210".' })
  contactPhone: string;

  @Field(() => String)
  contactAddress: string;

  @Field(() => String)
  facebookUrl: string;

  @Field(() => String)
  instagramUrl: string;

  @Field(() => String)
  xUrl: string;

  @Field(() => String)
  linkedinUrl: string;

  @Field(() => String)
  youtubeUrl: string;

  @Field(() => [String], { description: 'The cities the home page features, in order (1 to 12).' })
  featuredCities: string[];

  @Field(() => Boolean, { description: 'New listings wait for an admin to approve them instead of going live at once.' })
  reviewBeforeLive: boolean;

  @Field(() => GraphQLISODateTime)
  updatedAt: Date;
}

@InputType('SiteSettingsInput', { description: 'The whole Settings form; BAD_USER_INPUT names the field of any problem.' })
export class SiteSettingsInput {
  @Field(() => String)
  contactEmail: string;

  @Field(() => String, { description: 'An Indian number: 10 digits, optionally after +91 or 0; spaces and dashes kept as written.' })
  contactPhone: string;

  @Field(() => String)
  contactAddress: string;

  @Field(() => String, { description: 'https:// addresses.' })
  facebookUrl: string;

  @Field(() => String)
  instagramUrl: string;

  @Field(() => String)
  xUrl: string;

  @Field(() => String)
  linkedinUrl: string;

  @Field(() => String)
  youtubeUrl: string;

  @Field(() => [String], { description: 'Cities with live listings (siteSettingsCityChoices), 1 to 12.' })
  featuredCities: string[];

  @Field(() => Boolean)
  reviewBeforeLive: boolean;
}
