import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionOf } from '../../lib/connection-type';

@ObjectType({
  description: "Your company's own part number for one of the shop's items, shown beside the shop's SKU",
})
export class CustomerPartNumber {
  @Field(() => ID) id!: string;
  @Field({
    description:
      'As your company writes it; searched and matched without case, spaces, hyphens, dots, slashes or underscores',
  })
  partNumber!: string;
  @Field(() => ID) productId!: string;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

export const CustomerPartNumberConnection = connectionOf(
  CustomerPartNumber,
  'CustomerPartNumber',
  "A page of your company's part numbers, newest first, by cursor",
);

@InputType({ description: 'Your part number for one item' })
export class PartNumberInput {
  @Field({ description: "The item: the shop's SKU (case, spaces, hyphens and dots do not count) or its id" })
  product!: string;
  @Field({
    description: `Your company's number for it: 1 to 40 characters with at least one letter or digit`,
  })
  partNumber!: string;
}

export enum PartNumberImportOutcome {
  CREATE = 'CREATE',
  UPDATE = 'UPDATE',
  UNCHANGED = 'UNCHANGED',
  ERROR = 'ERROR',
}
registerEnumType(PartNumberImportOutcome, {
  name: 'PartNumberImportOutcome',
  description: 'What a line of a part-number file does (or would do, in a dry run)',
});

@ObjectType({ description: 'One line of a part-number file and what it does' })
export class PartNumberImportLine {
  @Field(() => Int, { description: 'The line of the file (blank lines counted)' }) lineNumber!: number;
  @Field({ description: "The shop's SKU as written" }) sku!: string;
  @Field({ description: 'Your part number as written' }) partNumber!: string;
  @Field(() => PartNumberImportOutcome) outcome!: PartNumberImportOutcome;
  @Field(() => String, { nullable: true, description: 'Why the line cannot be imported' }) problem!:
    string | null;
  @Field(() => ID, { nullable: true }) productId!: string | null;
}

@ObjectType({
  description:
    'A part-number file checked or imported: all of it, or (with any bad line, or in a dry run) none',
})
export class PartNumberImportResult {
  @Field({ description: 'True when the lines were written' }) applied!: boolean;
  @Field() dryRun!: boolean;
  @Field(() => Int) created!: number;
  @Field(() => Int) updated!: number;
  @Field(() => Int) unchanged!: number;
  @Field(() => Int) failed!: number;
  @Field(() => [PartNumberImportLine]) lines!: PartNumberImportLine[];
  @Field({ description: 'The bad lines as CSV (line, sku, part number, reason), empty when none' })
  errorCsv!: string;
}
