/**
 * An account holder's gender (Edit Profile), optional: null when not given. Listings have a set
 * of their own (who can stay: PropertyGender in ./property.ts).
 */
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' };
