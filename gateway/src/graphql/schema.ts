import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import { BlogResolver } from '../modules/blog/blog.resolver';
import { NewsletterResolver } from '../modules/newsletter/newsletter.resolver';

/** Every resolver class of the public API. */
const resolvers = [BlogResolver, NewsletterResolver] as const;

export function buildGraphQLSchema(): GraphQLSchema {
  return buildSchemaSync({ resolvers, validate: false });
}

/** The schema as committed in /schema.graphql: sorted, so the file only changes with the API. */
export function printSortedSchema(schema: GraphQLSchema = buildGraphQLSchema()): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
