import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CatalogImportStatus } from '../../generated/prisma/enums';

export { CatalogImportStatus };

registerEnumType(CatalogImportStatus, {
  name: 'CatalogImportStatus',
  description: 'Where a catalog import job is (docs/decisions/085)',
  valuesConfig: {
    QUEUED: { description: 'Accepted, not started yet' },
    CHECKING: { description: 'Its rows are being checked (rowsChecked of rowsTotal)' },
    WRITING: { description: 'Every row passed: the products are being written (rowsWritten)' },
    DONE: { description: 'Finished: written, or checked only when it was a dry run' },
    REFUSED: { description: 'Some rows were refused: nothing was written; errorFile lists them' },
    FAILED: { description: 'It stopped (message says why): nothing was written' },
  },
});

@ObjectType({ description: 'A catalog file imported in the background: its progress and outcome' })
export class CatalogImportJob {
  @Field(() => ID)
  id!: string;

  @Field(() => CatalogImportStatus)
  status!: CatalogImportStatus;

  @Field({ description: 'False: checked only (a dry run)' })
  apply!: boolean;

  @Field({ description: "The uploaded file's name, as sent" })
  fileName!: string;

  @Field(() => Int, { description: 'Rows in the file (the header not counted)' })
  rowsTotal!: number;

  @Field(() => Int)
  rowsChecked!: number;

  @Field(() => Int)
  rowsWritten!: number;

  @Field(() => Int)
  created!: number;

  @Field(() => Int)
  updated!: number;

  @Field(() => Int)
  unchanged!: number;

  @Field(() => Int)
  refused!: number;

  @Field(() => String, {
    nullable: true,
    description: 'The refused rows as CSV text, each with a last column "problem" saying what is wrong',
  })
  errorFile!: string | null;

  @Field(() => String, { nullable: true, description: 'Why it was refused or failed, in words' })
  message!: string | null;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;
}
