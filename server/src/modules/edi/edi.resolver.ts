import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { Company } from '../companies/company.type';
import { CompanyEdi, EdiDocument, EdiInboundResult, EdiPartner } from './edi.type';
import { companyEdi, documentsView, ediPartners, receiveView, savePartner } from './edi-dashboard';

/** X12 EDI over GraphQL (docs/decisions/080): the same operations and services as the REST routes of decision 075. */
@Resolver()
export class EdiResolver {
  @Allow('ediDocuments')
  @Query(() => [EdiDocument], {
    description:
      'The X12 documents received and sent, newest first (at most 200; 50 unless take says): for one company, of one kind. Admins only.',
  })
  ediDocuments(
    @Ctx() ctx: Context,
    @Arg('companyId', () => ID, { nullable: true }) companyId?: string | null,
    @Arg('kind', () => String, {
      nullable: true,
      description: '850, 860, 997, 999, TA1, 855, 865, 856 or 810',
    })
    kind?: string | null,
    @Arg('take', () => Int, { nullable: true, description: '1 to 200' }) take?: number | null,
  ) {
    return documentsView(ctx, {
      companyId: companyId ?? undefined,
      kind: kind ?? undefined,
      take: take ?? undefined,
    });
  }

  @Allow('ediPartners')
  @Query(() => [EdiPartner], {
    description: 'The companies set up for X12 EDI, by company name. Admins only.',
  })
  ediPartners(@Ctx() ctx: Context) {
    return ediPartners(ctx);
  }

  @Allow('saveEdiPartner')
  @Mutation(() => EdiPartner, {
    description:
      "Set up (or change) the ISA sender a company's interchanges carry, and turn it on or off. Admins only.",
  })
  saveEdiPartner(
    @Ctx() ctx: Context,
    @Arg('companyId', () => ID) companyId: string,
    @Arg('qualifier', { description: 'ISA05: two letters or digits' }) qualifier: string,
    @Arg('senderId', { description: 'ISA06: 1 to 15 characters' }) senderId: string,
    @Arg('enabled', () => Boolean, { nullable: true, description: 'On unless false' })
    enabled?: boolean | null,
    @Arg('functionalAck', () => String, {
      nullable: true,
      description:
        '997 or 999 (005010X231): the acknowledgement its groups get; unchanged when left out (997 for a new one)',
    })
    functionalAck?: string | null,
  ) {
    return savePartner(ctx, companyId, {
      qualifier,
      senderId,
      enabled: enabled ?? undefined,
      functionalAck: functionalAck ?? undefined,
    });
  }

  @Allow('ediInbound')
  @Mutation(() => EdiInboundResult, {
    description:
      "Send an X12 interchange of 850s from your company (its ISA sender set up for EDI): as POST /edi/x12, each 850 ordered through your company's approval rules or refused in words, answered by a 997 (and an 855 per order). Up to 100 kB here; larger ones to POST /edi/x12.",
  })
  ediInbound(@Ctx() ctx: Context, @Arg('text', { description: 'The interchange, ISA to IEA' }) text: string) {
    return receiveView(ctx, text);
  }
}

@Resolver(() => Company)
export class CompanyEdiResolver {
  // Whoever reads the company reads its ISA sender: the buyers' page offers the upload only to a company set up.
  @FieldResolver(() => CompanyEdi, {
    nullable: true,
    description: 'Its X12 EDI set-up (the ISA sender), if the shop made one',
  })
  edi(@Root() company: { id: string }, @Ctx() ctx: Context) {
    return companyEdi(ctx, company.id);
  }
}
