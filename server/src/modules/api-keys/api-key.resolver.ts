import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { ApiKey, ApiKeyInput, CreatedApiKey } from './api-key.type';
import { connectionOf, PageArgsInput, type ConnectionRoot } from '../../lib/connection-type';
import * as keys from './api-key.service';

export const ApiKeyConnection = connectionOf(ApiKey, 'ApiKey', 'A page of API keys, newest first, by cursor');

@Resolver(() => ApiKey)
export class ApiKeyResolver {
  @Allow('apiKeys')
  @Query(() => [ApiKey], {
    description:
      "API keys, newest first, with their last use: every key for shop admins, their company's for company admins. Not with an API key.",
  })
  apiKeys(@Ctx() ctx: Context) {
    return keys.listApiKeys(ctx);
  }

  @Allow('createApiKey')
  @Mutation(() => CreatedApiKey, {
    description:
      'Create an API key acting as you within its scopes; the key is shown once. Shop admins and company admins (a company key, limited to their company); not with an API key.',
  })
  createApiKey(@Ctx() ctx: Context, @Arg('input', () => ApiKeyInput) input: ApiKeyInput) {
    return keys.createApiKey(ctx, input);
  }

  @Allow('revokeApiKey')
  @Mutation(() => ApiKey, {
    description:
      "Revoke an API key: refused from its next request, on every instance. Shop admins any key, company admins their company's; not with an API key.",
  })
  revokeApiKey(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return keys.revokeApiKey(ctx, id);
  }
}

@Resolver(() => ApiKeyConnection)
export class ApiKeyConnectionResolver {
  @Allow('apiKeyConnection')
  @Query(() => ApiKeyConnection, {
    description:
      'The API keys you manage as cursor pages, newest first: first/after or last/before, at most 100 a page. Not with an API key.',
  })
  apiKeyConnection(@Ctx() ctx: Context, @Args() args: PageArgsInput) {
    return keys.apiKeyConnection(ctx, args);
  }

  @FieldResolver(() => Int, { description: 'All the keys you manage, on every page' })
  totalCount(@Root() connection: ConnectionRoot) {
    return connection.count();
  }
}
