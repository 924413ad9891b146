import { Router } from 'express';
import * as users from '../modules/users/user.service';
import { exchangeToken } from '../modules/auth/auth.service';
import { forbidden } from '../errors';
import { normalizeEmail } from '../lib/validate';
import { handle } from './handler';
import { bodyOf, optionalText } from './body';
import { restCursorPage } from './cursor-pages';
import { userConnection } from '../modules/users/user-connection';
import { presentUser } from './present';

export function userRoutes(): Router {
  const r = Router({ caseSensitive: true });

  // Must come before PUT /user/:email, or "admin" would be read as an e-mail.
  r.put(
    '/user/admin/:email',
    handle('makeAdmin', async (ctx, req) => {
      const { modifiedCount, user } = await users.makeAdmin(ctx, String(req.params.email));
      return { modifiedCount, user: presentUser(user) };
    }),
  );

  r.delete(
    '/user/admin/:id',
    handle('revokeAdmin', async (ctx, req) => ({
      success: true,
      user: presentUser(await users.revokeAdmin(ctx, String(req.params.id))),
    })),
  );

  // Sign-in: a Firebase ID token for the shop's session token. The e-mail in the path is only a claim;
  // the service checks it against the e-mail Firebase proved, and counts the exchange against the sign-in limit.
  r.put(
    '/user/:email',
    handle('exchangeToken', async (ctx, req) => {
      const body = bodyOf(req);
      const pathEmail = String(req.params.email);
      const bodyEmail = optionalText(body, 'email');
      if (bodyEmail !== undefined && normalizeEmail(bodyEmail) !== normalizeEmail(pathEmail)) {
        throw forbidden('The e-mail in the path and in the body differ');
      }
      const { token, user } = await exchangeToken(ctx, optionalText(body, 'idToken') as string, pathEmail);
      return { token, user: presentUser(user) };
    }),
  );

  r.get(
    '/admin/:email',
    handle('isAdmin', async (ctx, req) => {
      return { admin: await users.isAdminEmail(ctx, String(req.params.email)) };
    }),
  );

  r.get(
    '/user',
    handle('users', async (ctx, req, res) => {
      const page = await restCursorPage(req, res, (args) => userConnection(ctx, args));
      return (page ?? (await users.listUsers(ctx))).map(presentUser);
    }),
  );

  r.delete(
    '/user/:id',
    handle('deleteUser', async (ctx, req) => {
      await users.deleteUser(ctx, String(req.params.id));
      return { success: true, deletedCount: 1 };
    }),
  );
  return r;
}
