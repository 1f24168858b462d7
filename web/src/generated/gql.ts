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
};
const documents: Documents = {
    "fragment BlogCard on Blog {\n  id\n  title\n  description\n  image\n  createdAt\n}\n\nquery BlogList {\n  blogs {\n    ...BlogCard\n  }\n}\n\nquery BlogDetail($id: ID!) {\n  blog(id: $id) {\n    ...BlogCard\n  }\n}": types.BlogCardFragmentDoc,
    "query LocationStates {\n  states\n}\n\nquery LocationDistricts($state: String!) {\n  districts(state: $state)\n}\n\nquery LocationAreas($state: String!, $district: String!) {\n  areas(state: $state, district: $district)\n}\n\nquery LookUpPincode($code: String!) {\n  pincode(code: $code) {\n    stateName\n    districtName\n    officeName\n  }\n}": types.LocationStatesDocument,
    "mutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email) {\n    email\n    alreadySubscribed\n  }\n}": types.SubscribeToNewsletterDocument,
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;