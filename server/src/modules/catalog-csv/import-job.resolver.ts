import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { CatalogImportJob } from './import-job.type';
import * as jobs from './import-job';

@Resolver(() => CatalogImportJob)
export class CatalogImportJobResolver {
  @Allow('catalogImportJob')
  @Query(() => CatalogImportJob, {
    description:
      'A catalog import job (started by POST /admin/catalog-import-jobs): its progress, outcome and error file. A job cut short by a restart reads as FAILED. Admins only.',
  })
  catalogImportJob(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return jobs.catalogImportJob(ctx, id);
  }
}
