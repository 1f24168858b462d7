import { Field, Int, ObjectType } from 'type-graphql';

/**
 * The counts every paged GraphQL answer carries beside its items (see common/pagination.ts).
 * Each page type that extends it gets these fields; no resolver returns it, so the schema has no
 * type of its own for it (the schema drift test would show one).
 */
@ObjectType()
export abstract class PageFields {
  @Field(() => Int)
  total: number;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  limit: number;

  @Field(() => Int)
  totalPages: number;
}
