import type { Context, Hono } from 'hono';
import { PreferencesPatchSchema, UserPatchSchema } from '@flowscope/shared-api/contract';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { readPayload } from '../http/payload.ts';
import { requireUser } from '../http/viewer.ts';
import { userDetail, type UserRecord } from '../store/users.ts';

/** /users/{id} and its preferences: only the user themself (bearer token) may read or change them. */
export function registerUserRoutes(app: Hono, ctx: AppContext): void {
  const { store } = ctx;

  const self = (c: Context): UserRecord => {
    const user = requireUser(c, store, ctx.now());
    const id = c.req.param('id');
    if (user.id !== id)
      throw new ApiError(
        403,
        `Forbidden: the bearer token belongs to another user than ${id ?? ''}`,
      );
    return user;
  };

  app.get('/users/:id', (c) => c.json(userDetail(self(c))));

  app.patch('/users/:id', async (c) => {
    const user = self(c);
    const patch = await readPayload(c, UserPatchSchema);
    store.users.update(user.id, patch, ctx.now());
    const updated = store.users.find(user.id) ?? user;
    return c.json(userDetail(updated));
  });

  app.get('/users/:id/preferences', (c) =>
    c.json({ preferences: store.preferences.get(self(c).id) }),
  );

  app.patch('/users/:id/preferences', async (c) => {
    const user = self(c);
    const patch = await readPayload(c, PreferencesPatchSchema);
    return c.json({ preferences: store.preferences.merge(user.id, patch.preferences) });
  });
}
