import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { ApiKey, ApiKeyInput, CreatedApiKey } from './api-key.type';
import * as keys from './api-key.service';

@Resolver(() => ApiKey)
export class ApiKeyResolver {
  @Allow('apiKeys')
  @Query(() => [ApiKey], { description: 'Every API key, newest first, with its last use. Admins only; not with an API key.' })
  apiKeys(@Ctx() ctx: Context) {
    return keys.listApiKeys(ctx);
  }

  @Allow('createApiKey')
  @Mutation(() => CreatedApiKey, { description: 'Create an API key acting as you within its scopes; the key is shown once. Admins only; not with an API key.' })
  createApiKey(@Ctx() ctx: Context, @Arg('input', () => ApiKeyInput) input: ApiKeyInput) {
    return keys.createApiKey(ctx, input);
  }

  @Allow('revokeApiKey')
  @Mutation(() => ApiKey, { description: 'Revoke an API key: refused from its next request, on every instance. Admins only; not with an API key.' })
  revokeApiKey(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return keys.revokeApiKey(ctx, id);
  }
}
