import { Query, Resolver } from 'type-graphql';
import { REFUSAL_REASONS, type RefusalReason } from '@gluegun/common';
import { Allow } from '../../auth/access';
import { RefusalReasonInfo } from './refusal.type';

@Resolver()
export class RefusalResolver {
  @Allow('refusalReasons')
  @Query(() => [RefusalReasonInfo], {
    description:
      'Every reason the shop may refuse a request, with its code and fields (the RefusalReason enum, documented)',
  })
  refusalReasons(): RefusalReasonInfo[] {
    return (
      Object.entries(REFUSAL_REASONS) as Array<[RefusalReason, (typeof REFUSAL_REASONS)[RefusalReason]]>
    ).map(([reason, info]) => ({
      reason,
      code: info.code,
      description: info.description,
      fields: [...info.fields],
    }));
  }
}
