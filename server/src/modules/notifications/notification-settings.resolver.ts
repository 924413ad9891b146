/** The optional e-mails' settings, yours and your company's: the GraphQL side of notification-settings.ts. */
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import {
  companyNotificationSettings,
  myNotificationSettings,
  NotificationSettings,
  NotificationSettingsInput,
  updateCompanyNotificationSettings,
  updateNotificationSettings,
} from './notification-settings';

@Resolver(() => NotificationSettings)
export class NotificationSettingsResolver {
  @Allow('myNotificationSettings')
  @Query(() => NotificationSettings, { description: 'Your settings for optional e-mails.' })
  myNotificationSettings(@Ctx() ctx: Context) {
    return myNotificationSettings(ctx);
  }

  @Allow('updateNotificationSettings')
  @Mutation(() => NotificationSettings, {
    description: 'Turn optional e-mails (payment reminders, shipping notices) on or off for yourself.',
  })
  updateNotificationSettings(
    @Ctx() ctx: Context,
    @Arg('input', () => NotificationSettingsInput) input: NotificationSettingsInput,
  ) {
    return updateNotificationSettings(ctx, input);
  }

  @Allow('companyNotificationSettings')
  @Query(() => NotificationSettings, {
    description:
      "Your company's settings for optional e-mails: one goes only when you and your company both want it.",
  })
  companyNotificationSettings(@Ctx() ctx: Context) {
    return companyNotificationSettings(ctx);
  }

  @Allow('updateCompanyNotificationSettings')
  @Mutation(() => NotificationSettings, {
    description: 'Turn optional e-mails on or off for everyone in your company. Company admins.',
  })
  updateCompanyNotificationSettings(
    @Ctx() ctx: Context,
    @Arg('input', () => NotificationSettingsInput) input: NotificationSettingsInput,
  ) {
    return updateCompanyNotificationSettings(ctx, input);
  }
}
