import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { visitActionsFor, type VisitAction, type VisitSlot, type VisitStatus } from '../../../../shared/domain/visits';
import type { GraphQLContext } from '../../graphql/context';
import type { Viewer } from '../auth/viewer';
import type { Visit } from './visit.entity';
import { isVisitOver } from './visit.service';
import { VisitActionEnum, VisitPageType, VisitRequestInput, VisitSlotEnum, VisitStatusEnum, VisitType } from './visit.types';

function toVisitType(visit: Visit, viewer: Viewer | null, side: ReturnType<GraphQLContext['services']['visits']['sideOf']>): VisitType {
  const over = isVisitOver(visit);
  return {
    ...visit,
    over,
    actions: viewer && side ? visitActionsFor(side, visit.status, over) : [],
    seeker: visit.seeker ? { name: visit.seeker.name, email: visit.seeker.email, phone: visit.seeker.contactNumber } : null,
    listing: visit.property ?? null,
  };
}

@Resolver(() => VisitType)
export class VisitResolver {
  @Authorized()
  @Mutation(() => VisitType, {
    description: 'A signed-in seeker asks to visit a listing on a day and in a slot; the owner is e-mailed (and texted).',
  })
  async requestVisit(
    @Arg('propertyId', () => ID) propertyId: string,
    @Arg('input', () => VisitRequestInput) input: VisitRequestInput,
    @Ctx() { services, viewer, clientIp }: GraphQLContext,
  ): Promise<VisitType> {
    const visit = await services.visits.request(viewer, propertyId, { ...input, note: input.note ?? undefined }, clientIp);
    return this.shape(visit, viewer, services);
  }

  @Authorized()
  @Mutation(() => VisitType, {
    description:
      'One step of a visit: the owner confirms, proposes another day and slot, or declines; the seeker accepts a proposed time; either cancels. The other side is e-mailed.',
  })
  async changeVisit(
    @Arg('id', () => ID) id: string,
    @Arg('action', () => VisitActionEnum) action: VisitAction,
    @Arg('day', () => String, { nullable: true, description: 'With propose: YYYY-MM-DD.' }) day: string | null,
    @Arg('slot', () => VisitSlotEnum, { nullable: true, description: 'With propose.' }) slot: VisitSlot | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<VisitType> {
    const visit = await services.visits.act(viewer, id, action, { day: day ?? undefined, slot: slot ?? undefined });
    return this.shape(visit, viewer, services);
  }

  @Authorized('owner', 'admin')
  @Query(() => VisitPageType, { description: "Visits booked to the viewer's listings (admins: all), newest first." })
  async visits(
    @Arg('status', () => VisitStatusEnum, { nullable: true }) status: VisitStatus | null,
    @Arg('propertyId', () => ID, { nullable: true }) propertyId: string | null,
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<VisitPageType> {
    const found = await services.visits.forOwner(viewer, { status, propertyId, page, limit });
    return { ...found, items: found.items.map((visit) => this.shape(visit, viewer, services)) };
  }

  @Authorized()
  @Query(() => VisitPageType, { description: 'The visits the signed-in seeker booked, newest first.' })
  async myVisits(
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<VisitPageType> {
    const found = await services.visits.mine(viewer, { page, limit });
    return { ...found, items: found.items.map((visit) => this.shape(visit, viewer, services)) };
  }

  private shape(visit: Visit, viewer: Viewer | null, services: GraphQLContext['services']): VisitType {
    return toVisitType(visit, viewer, viewer ? services.visits.sideOf(viewer, visit) : null);
  }
}
