/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment BlogCard on Blog {\n  id\n  title\n  description\n  image\n  createdAt\n}\n\nquery BlogList {\n  blogs {\n    ...BlogCard\n  }\n}\n\nquery BlogDetail($id: ID!) {\n  blog(id: $id) {\n    ...BlogCard\n  }\n}": typeof types.BlogCardFragmentDoc,
    "query LocationStates {\n  states\n}\n\nquery LocationDistricts($state: String!) {\n  districts(state: $state)\n}\n\nquery LocationAreas($state: String!, $district: String!) {\n  areas(state: $state, district: $district)\n}\n\nquery LookUpPincode($code: String!) {\n  pincode(code: $code) {\n    stateName\n    districtName\n    officeName\n  }\n}": typeof types.LocationStatesDocument,
    "mutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email) {\n    email\n    alreadySubscribed\n  }\n}": typeof types.SubscribeToNewsletterDocument,
    "mutation AddProperty($input: PropertyInput!, $images: [Upload!]) {\n  addProperty(input: $input, images: $images) {\n    ...PropertyDetail\n  }\n}\n\nmutation UpdateProperty($id: ID!, $input: PropertyInput!, $gallery: [String!]!, $images: [Upload!]) {\n  updateProperty(id: $id, input: $input, gallery: $gallery, images: $images) {\n    ...PropertyDetail\n  }\n}\n\nmutation DeleteProperty($id: ID!) {\n  deleteProperty(id: $id)\n}\n\nquery MyProperties($page: Int, $limit: Int) {\n  myProperties(page: $page, limit: $limit) {\n    items {\n      ...ListingCard\n      status\n      updatedAt\n    }\n    total\n    page\n    limit\n    totalPages\n  }\n}": typeof types.AddPropertyDocument,
    "fragment ListingCard on Property {\n  id\n  title\n  description\n  price\n  deposit\n  beds\n  gender\n  locality\n  district\n  city\n  amenities\n  verified\n  createdAt\n  coverImage {\n    id\n    thumbnailUrl\n    thumbnailWidth\n    thumbnailHeight\n  }\n  owner {\n    id\n    role\n  }\n}\n\nfragment PropertyDetail on Property {\n  id\n  title\n  description\n  propertyType\n  gender\n  price\n  deposit\n  rooms\n  beds\n  bathrooms\n  parking\n  pinCode\n  state\n  district\n  city\n  locality\n  streetAddress\n  nearbyRoad\n  latitude\n  longitude\n  amenities\n  status\n  verified\n  attachedBathroom\n  preferredTenants\n  furnishing\n  totalCapacity\n  availableFrom\n  videoUrl\n  foodPreference\n  meals\n  priceInclusions\n  houseRules\n  createdAt\n  updatedAt\n  images {\n    id\n    url\n    width\n    height\n    thumbnailUrl\n  }\n  owner {\n    id\n    name\n    role\n    propertiesListed\n    verifiedProperties\n    localities\n  }\n  similar(limit: 4) {\n    ...ListingCard\n    owner {\n      id\n      name\n      role\n      propertiesListed\n      verifiedProperties\n    }\n  }\n}\n\nquery PropertyDetail($id: ID!) {\n  property(id: $id) {\n    ...PropertyDetail\n  }\n}": typeof types.ListingCardFragmentDoc,
};
const documents: Documents = {
    "fragment BlogCard on Blog {\n  id\n  title\n  description\n  image\n  createdAt\n}\n\nquery BlogList {\n  blogs {\n    ...BlogCard\n  }\n}\n\nquery BlogDetail($id: ID!) {\n  blog(id: $id) {\n    ...BlogCard\n  }\n}": types.BlogCardFragmentDoc,
    "query LocationStates {\n  states\n}\n\nquery LocationDistricts($state: String!) {\n  districts(state: $state)\n}\n\nquery LocationAreas($state: String!, $district: String!) {\n  areas(state: $state, district: $district)\n}\n\nquery LookUpPincode($code: String!) {\n  pincode(code: $code) {\n    stateName\n    districtName\n    officeName\n  }\n}": types.LocationStatesDocument,
    "mutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email) {\n    email\n    alreadySubscribed\n  }\n}": types.SubscribeToNewsletterDocument,
    "mutation AddProperty($input: PropertyInput!, $images: [Upload!]) {\n  addProperty(input: $input, images: $images) {\n    ...PropertyDetail\n  }\n}\n\nmutation UpdateProperty($id: ID!, $input: PropertyInput!, $gallery: [String!]!, $images: [Upload!]) {\n  updateProperty(id: $id, input: $input, gallery: $gallery, images: $images) {\n    ...PropertyDetail\n  }\n}\n\nmutation DeleteProperty($id: ID!) {\n  deleteProperty(id: $id)\n}\n\nquery MyProperties($page: Int, $limit: Int) {\n  myProperties(page: $page, limit: $limit) {\n    items {\n      ...ListingCard\n      status\n      updatedAt\n    }\n    total\n    page\n    limit\n    totalPages\n  }\n}": types.AddPropertyDocument,
    "fragment ListingCard on Property {\n  id\n  title\n  description\n  price\n  deposit\n  beds\n  gender\n  locality\n  district\n  city\n  amenities\n  verified\n  createdAt\n  coverImage {\n    id\n    thumbnailUrl\n    thumbnailWidth\n    thumbnailHeight\n  }\n  owner {\n    id\n    role\n  }\n}\n\nfragment PropertyDetail on Property {\n  id\n  title\n  description\n  propertyType\n  gender\n  price\n  deposit\n  rooms\n  beds\n  bathrooms\n  parking\n  pinCode\n  state\n  district\n  city\n  locality\n  streetAddress\n  nearbyRoad\n  latitude\n  longitude\n  amenities\n  status\n  verified\n  attachedBathroom\n  preferredTenants\n  furnishing\n  totalCapacity\n  availableFrom\n  videoUrl\n  foodPreference\n  meals\n  priceInclusions\n  houseRules\n  createdAt\n  updatedAt\n  images {\n    id\n    url\n    width\n    height\n    thumbnailUrl\n  }\n  owner {\n    id\n    name\n    role\n    propertiesListed\n    verifiedProperties\n    localities\n  }\n  similar(limit: 4) {\n    ...ListingCard\n    owner {\n      id\n      name\n      role\n      propertiesListed\n      verifiedProperties\n    }\n  }\n}\n\nquery PropertyDetail($id: ID!) {\n  property(id: $id) {\n    ...PropertyDetail\n  }\n}": types.ListingCardFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BlogCard on Blog {\n  id\n  title\n  description\n  image\n  createdAt\n}\n\nquery BlogList {\n  blogs {\n    ...BlogCard\n  }\n}\n\nquery BlogDetail($id: ID!) {\n  blog(id: $id) {\n    ...BlogCard\n  }\n}"): (typeof documents)["fragment BlogCard on Blog {\n  id\n  title\n  description\n  image\n  createdAt\n}\n\nquery BlogList {\n  blogs {\n    ...BlogCard\n  }\n}\n\nquery BlogDetail($id: ID!) {\n  blog(id: $id) {\n    ...BlogCard\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LocationStates {\n  states\n}\n\nquery LocationDistricts($state: String!) {\n  districts(state: $state)\n}\n\nquery LocationAreas($state: String!, $district: String!) {\n  areas(state: $state, district: $district)\n}\n\nquery LookUpPincode($code: String!) {\n  pincode(code: $code) {\n    stateName\n    districtName\n    officeName\n  }\n}"): (typeof documents)["query LocationStates {\n  states\n}\n\nquery LocationDistricts($state: String!) {\n  districts(state: $state)\n}\n\nquery LocationAreas($state: String!, $district: String!) {\n  areas(state: $state, district: $district)\n}\n\nquery LookUpPincode($code: String!) {\n  pincode(code: $code) {\n    stateName\n    districtName\n    officeName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email) {\n    email\n    alreadySubscribed\n  }\n}"): (typeof documents)["mutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email) {\n    email\n    alreadySubscribed\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddProperty($input: PropertyInput!, $images: [Upload!]) {\n  addProperty(input: $input, images: $images) {\n    ...PropertyDetail\n  }\n}\n\nmutation UpdateProperty($id: ID!, $input: PropertyInput!, $gallery: [String!]!, $images: [Upload!]) {\n  updateProperty(id: $id, input: $input, gallery: $gallery, images: $images) {\n    ...PropertyDetail\n  }\n}\n\nmutation DeleteProperty($id: ID!) {\n  deleteProperty(id: $id)\n}\n\nquery MyProperties($page: Int, $limit: Int) {\n  myProperties(page: $page, limit: $limit) {\n    items {\n      ...ListingCard\n      status\n      updatedAt\n    }\n    total\n    page\n    limit\n    totalPages\n  }\n}"): (typeof documents)["mutation AddProperty($input: PropertyInput!, $images: [Upload!]) {\n  addProperty(input: $input, images: $images) {\n    ...PropertyDetail\n  }\n}\n\nmutation UpdateProperty($id: ID!, $input: PropertyInput!, $gallery: [String!]!, $images: [Upload!]) {\n  updateProperty(id: $id, input: $input, gallery: $gallery, images: $images) {\n    ...PropertyDetail\n  }\n}\n\nmutation DeleteProperty($id: ID!) {\n  deleteProperty(id: $id)\n}\n\nquery MyProperties($page: Int, $limit: Int) {\n  myProperties(page: $page, limit: $limit) {\n    items {\n      ...ListingCard\n      status\n      updatedAt\n    }\n    total\n    page\n    limit\n    totalPages\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ListingCard on Property {\n  id\n  title\n  description\n  price\n  deposit\n  beds\n  gender\n  locality\n  district\n  city\n  amenities\n  verified\n  createdAt\n  coverImage {\n    id\n    thumbnailUrl\n    thumbnailWidth\n    thumbnailHeight\n  }\n  owner {\n    id\n    role\n  }\n}\n\nfragment PropertyDetail on Property {\n  id\n  title\n  description\n  propertyType\n  gender\n  price\n  deposit\n  rooms\n  beds\n  bathrooms\n  parking\n  pinCode\n  state\n  district\n  city\n  locality\n  streetAddress\n  nearbyRoad\n  latitude\n  longitude\n  amenities\n  status\n  verified\n  attachedBathroom\n  preferredTenants\n  furnishing\n  totalCapacity\n  availableFrom\n  videoUrl\n  foodPreference\n  meals\n  priceInclusions\n  houseRules\n  createdAt\n  updatedAt\n  images {\n    id\n    url\n    width\n    height\n    thumbnailUrl\n  }\n  owner {\n    id\n    name\n    role\n    propertiesListed\n    verifiedProperties\n    localities\n  }\n  similar(limit: 4) {\n    ...ListingCard\n    owner {\n      id\n      name\n      role\n      propertiesListed\n      verifiedProperties\n    }\n  }\n}\n\nquery PropertyDetail($id: ID!) {\n  property(id: $id) {\n    ...PropertyDetail\n  }\n}"): (typeof documents)["fragment ListingCard on Property {\n  id\n  title\n  description\n  price\n  deposit\n  beds\n  gender\n  locality\n  district\n  city\n  amenities\n  verified\n  createdAt\n  coverImage {\n    id\n    thumbnailUrl\n    thumbnailWidth\n    thumbnailHeight\n  }\n  owner {\n    id\n    role\n  }\n}\n\nfragment PropertyDetail on Property {\n  id\n  title\n  description\n  propertyType\n  gender\n  price\n  deposit\n  rooms\n  beds\n  bathrooms\n  parking\n  pinCode\n  state\n  district\n  city\n  locality\n  streetAddress\n  nearbyRoad\n  latitude\n  longitude\n  amenities\n  status\n  verified\n  attachedBathroom\n  preferredTenants\n  furnishing\n  totalCapacity\n  availableFrom\n  videoUrl\n  foodPreference\n  meals\n  priceInclusions\n  houseRules\n  createdAt\n  updatedAt\n  images {\n    id\n    url\n    width\n    height\n    thumbnailUrl\n  }\n  owner {\n    id\n    name\n    role\n    propertiesListed\n    verifiedProperties\n    localities\n  }\n  similar(limit: 4) {\n    ...ListingCard\n    owner {\n      id\n      name\n      role\n      propertiesListed\n      verifiedProperties\n    }\n  }\n}\n\nquery PropertyDetail($id: ID!) {\n  property(id: $id) {\n    ...PropertyDetail\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;