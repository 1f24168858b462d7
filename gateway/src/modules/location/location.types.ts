import { Field, ObjectType } from 'type-graphql';

@ObjectType('PincodeLocation', { description: 'Where a pin code is: its state, district and post office.' })
export class PincodeLocationType {
  @Field(() => String)
  stateName: string;

  @Field(() => String)
  districtName: string;

  @Field(() => String, { description: 'The post office, without suffixes such as "S.O"; one of the district\'s areas.' })
  officeName: string;
}
