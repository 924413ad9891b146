import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'An X12 document the shop received (850, 860) or sent (997 or 999, TA1, 855, 865, 856, 810), kept as its text',
})
export class EdiDocument {
  @Field(() => ID) id!: string;
  @Field({ description: 'IN (received) or OUT (sent by the shop)' }) direction!: string;
  @Field({ description: 'The transaction set: 850, 860, 997, 999, TA1, 855, 865, 856 or 810' }) kind!: string;
  @Field({ description: "The interchange's sender, qualifier:id" }) sender!: string;
  @Field({ description: "ISA13 for a received interchange, the shop's own control number for one sent" })
  controlNumber!: string;
  @Field(() => ID) companyId!: string;
  @Field() companyName!: string;
  @Field(() => ID, { nullable: true, description: 'The purchase order it made or answers' })
  purchaseOrderId!: string | null;
  @Field(() => String, { nullable: true, description: "SO-000123: that purchase order's number" })
  orderNumber!: string | null;
  @Field(() => ID, { nullable: true, description: 'The approval request an 850 waited in' })
  approvalRequestId!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "A document sent, as the partner's 997 answered it: ACCEPTED, ACCEPTED_WITH_ERRORS, PARTLY_ACCEPTED or REJECTED; null = no 997 yet",
  })
  ackStatus!: string | null;
  @Field(() => Date, { nullable: true, description: 'When that 997 arrived' }) acknowledgedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'What the 997 said of each set, in words' }) ackNote!:
    string | null;
  @Field() createdAt!: Date;
  @Field({ description: 'The X12 text, as received or sent' }) content!: string;
}

@ObjectType({ description: 'A company set up for X12 EDI: the ISA sender its interchanges carry' })
export class EdiPartner {
  @Field(() => ID) id!: string;
  @Field(() => ID) companyId!: string;
  @Field() companyName!: string;
  @Field({ description: 'ISA05 interchange id qualifier (ZZ, 01, 12...)' }) qualifier!: string;
  @Field({ description: 'ISA06 sender id' }) senderId!: string;
  @Field({ description: 'Off: its interchanges are refused and nothing is sent to it' }) enabled!: boolean;
  @Field({ description: 'The functional acknowledgement its groups get: 997, or 999 (005010X231)' })
  functionalAck!: string;
  @Field() updatedAt!: Date;
}

@ObjectType({ description: "An 850 made into an order, or one waiting for the company's approval" })
export class EdiOrderMade {
  @Field({ description: 'ST02 of the 850' }) transactionSet!: string;
  @Field(() => String, { nullable: true, description: "BEG03: the buyer's PO number" }) poNumber!:
    string | null;
  @Field(() => ID, { nullable: true }) purchaseOrderId!: string | null;
  @Field(() => String, { nullable: true, description: 'SO-000123, when the order was placed' }) orderNumber!:
    string | null;
  @Field(() => ID, { nullable: true, description: "When it waits for the company's approval" })
  approvalRequestId!: string | null;
  @Field({ description: 'The 855 sent for it' }) acknowledgement!: string;
  @Field(() => String, { nullable: true, description: 'The 810 sent for it, when the order was placed' })
  invoice!: string | null;
}

@ObjectType({
  description: 'An 860 change request applied to the order its 850 made, and answered by an 865',
})
export class EdiChangeMade {
  @Field({ description: 'ST02 of the 860' }) transactionSet!: string;
  @Field(() => String, { nullable: true, description: "BCH03: the buyer's PO number" }) poNumber!:
    string | null;
  @Field(() => ID, { nullable: true }) purchaseOrderId!: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'The order request it changed, when the order waits for approval',
  })
  approvalRequestId!: string | null;
  @Field({ description: 'A cancellation of the whole order (BCH01 01) rather than line changes' })
  cancellation!: boolean;
  @Field(() => Int, { description: 'Changes taken (a cancellation counts as one)' }) taken!: number;
  @Field(() => Int, { description: 'Changes refused' }) refused!: number;
  @Field(() => [String], { description: 'Why each refused change was refused, in words' }) reasons!: string[];
  @Field({ description: 'The 865 sent for it' }) acknowledgement!: string;
}

@ObjectType({ description: 'An 850 or 860 refused, and why' })
export class EdiRefusal {
  @Field({ description: 'ST02 of the 850' }) transactionSet!: string;
  @Field(() => String, { nullable: true }) poNumber!: string | null;
  @Field() reason!: string;
}

@ObjectType({ description: 'A document the shop sent, as a 997 of yours answered it' })
export class EdiAcknowledged {
  @Field({ description: 'ST02 of your 997' }) transactionSet!: string;
  @Field({ description: 'The document it answers: 855, 856 or 810' }) kind!: string;
  @Field({ description: "AK1-02: the shop's group control number" }) groupControl!: string;
  @Field({ description: 'ACCEPTED, ACCEPTED_WITH_ERRORS, PARTLY_ACCEPTED or REJECTED (from AK9)' })
  status!: string;
  @Field({ description: 'What it said of each set, in words' }) note!: string;
  @Field(() => ID) documentId!: string;
}

@ObjectType({
  description:
    'What an interchange became: the orders made, the sets refused, and the 997 that answers it; or, for your 997s, the documents they acknowledged',
})
export class EdiInboundResult {
  @Field(() => Int, { description: 'How many 850s were made into orders and 860s answered (or 997s taken)' })
  accepted!: number;
  @Field({ description: 'ISA13 of the interchange' }) interchange!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'The 997 (or 999) functional acknowledgement; null for an interchange of 997s (never acknowledged)',
  })
  acknowledgement!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The TA1 interchange acknowledgement, when the ISA asked for one (ISA14 1)',
  })
  interchangeAcknowledgement!: string | null;
  @Field(() => [EdiOrderMade]) orders!: EdiOrderMade[];
  @Field(() => [EdiChangeMade], { description: 'The 860 change requests answered, each with its 865' })
  changes!: EdiChangeMade[];
  @Field(() => [EdiRefusal]) refusals!: EdiRefusal[];
  @Field(() => [EdiAcknowledged], { description: 'The documents your 997s acknowledged' })
  acknowledged!: EdiAcknowledged[];
}

@ObjectType({
  description: "The ISA sender a company's interchanges carry (no credential: plain text in every envelope)",
})
export class CompanyEdi {
  @Field({ description: 'ISA05' }) qualifier!: string;
  @Field({ description: 'ISA06' }) senderId!: string;
  @Field({ description: 'Off: its interchanges are refused' }) enabled!: boolean;
}
