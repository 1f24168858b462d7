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
    "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    token\n    expiresAt\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.UpdateProfileDocument,
    "query AdminUsers($page: Int!, $limit: Int!, $search: String) {\n  users(page: $page, limit: $limit, search: $search) {\n    total\n    page\n    limit\n    totalPages\n    items {\n      id\n      name\n      email\n      role\n      contactNumber\n      createdAt\n    }\n  }\n}\n\nquery UserCounts {\n  userCounts {\n    total\n    user\n    owner\n    admin\n  }\n}\n\nmutation DeleteUser($id: ID!) {\n  deleteUser(id: $id)\n}": typeof types.AdminUsersDocument,
    "fragment SessionUser on User {\n  id\n  name\n  fullName\n  email\n  role\n  contactNumber\n  gender\n  state\n  city\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiresAt\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    expiresAt\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}": typeof types.SessionUserFragmentDoc,
    "fragment BlogCard on Blog {\n  id\n  title\n  description\n  image\n  createdAt\n}\n\nquery BlogList {\n  blogs {\n    ...BlogCard\n  }\n}\n\nquery BlogDetail($id: ID!) {\n  blog(id: $id) {\n    ...BlogCard\n  }\n}": typeof types.BlogCardFragmentDoc,
    "mutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email) {\n    email\n    alreadySubscribed\n  }\n}": typeof types.SubscribeToNewsletterDocument,
};
const documents: Documents = {
    "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    token\n    expiresAt\n    user {\n      ...SessionUser\n    }\n  }\n}": types.UpdateProfileDocument,
    "query AdminUsers($page: Int!, $limit: Int!, $search: String) {\n  users(page: $page, limit: $limit, search: $search) {\n    total\n    page\n    limit\n    totalPages\n    items {\n      id\n      name\n      email\n      role\n      contactNumber\n      createdAt\n    }\n  }\n}\n\nquery UserCounts {\n  userCounts {\n    total\n    user\n    owner\n    admin\n  }\n}\n\nmutation DeleteUser($id: ID!) {\n  deleteUser(id: $id)\n}": types.AdminUsersDocument,
    "fragment SessionUser on User {\n  id\n  name\n  fullName\n  email\n  role\n  contactNumber\n  gender\n  state\n  city\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiresAt\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    expiresAt\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}": types.SessionUserFragmentDoc,
    "fragment BlogCard on Blog {\n  id\n  title\n  description\n  image\n  createdAt\n}\n\nquery BlogList {\n  blogs {\n    ...BlogCard\n  }\n}\n\nquery BlogDetail($id: ID!) {\n  blog(id: $id) {\n    ...BlogCard\n  }\n}": types.BlogCardFragmentDoc,
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
export function graphql(source: "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    token\n    expiresAt\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    token\n    expiresAt\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminUsers($page: Int!, $limit: Int!, $search: String) {\n  users(page: $page, limit: $limit, search: $search) {\n    total\n    page\n    limit\n    totalPages\n    items {\n      id\n      name\n      email\n      role\n      contactNumber\n      createdAt\n    }\n  }\n}\n\nquery UserCounts {\n  userCounts {\n    total\n    user\n    owner\n    admin\n  }\n}\n\nmutation DeleteUser($id: ID!) {\n  deleteUser(id: $id)\n}"): (typeof documents)["query AdminUsers($page: Int!, $limit: Int!, $search: String) {\n  users(page: $page, limit: $limit, search: $search) {\n    total\n    page\n    limit\n    totalPages\n    items {\n      id\n      name\n      email\n      role\n      contactNumber\n      createdAt\n    }\n  }\n}\n\nquery UserCounts {\n  userCounts {\n    total\n    user\n    owner\n    admin\n  }\n}\n\nmutation DeleteUser($id: ID!) {\n  deleteUser(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on User {\n  id\n  name\n  fullName\n  email\n  role\n  contactNumber\n  gender\n  state\n  city\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiresAt\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    expiresAt\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}"): (typeof documents)["fragment SessionUser on User {\n  id\n  name\n  fullName\n  email\n  role\n  contactNumber\n  gender\n  state\n  city\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiresAt\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    expiresAt\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BlogCard on Blog {\n  id\n  title\n  description\n  image\n  createdAt\n}\n\nquery BlogList {\n  blogs {\n    ...BlogCard\n  }\n}\n\nquery BlogDetail($id: ID!) {\n  blog(id: $id) {\n    ...BlogCard\n  }\n}"): (typeof documents)["fragment BlogCard on Blog {\n  id\n  title\n  description\n  image\n  createdAt\n}\n\nquery BlogList {\n  blogs {\n    ...BlogCard\n  }\n}\n\nquery BlogDetail($id: ID!) {\n  blog(id: $id) {\n    ...BlogCard\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email) {\n    email\n    alreadySubscribed\n  }\n}"): (typeof documents)["mutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email) {\n    email\n    alreadySubscribed\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;