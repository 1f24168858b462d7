import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';

@ObjectType('Blog', { description: 'A guide or news post from the Nivaas team.' })
export class BlogType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  title: string;

  @Field(() => String, { description: 'The article as sanitized HTML.' })
  description: string;

  @Field(() => String, { nullable: true, description: 'Cover image URL, if the post has one.' })
  image: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;
}
