import type { TPermissionType, TPermissionTypeInput, TPermissionTypeList } from '@hr/shared';
import { AppError } from '../../core/errors.js';
import * as repo from './permission-repository.js';
import { audit } from '../organisation/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { presentType } from './permission-presenter.js';

/** GET /hr/permission-types: every type, in use or not. */
export async function allPermissionTypes(ctx: Ctx): Promise<TPermissionTypeList> {
  return { items: (await repo.listTypes(ctx.db, false)).map(presentType) };
}

/** POST /hr/permission-types: a new type with its quota; audited. */
export async function addPermissionType(ctx: Ctx, actor: Actor, input: TPermissionTypeInput): Promise<TPermissionType> {
  const id = await ctx.db.transaction(async (tx) => {
    const newId = await repo.insertType(tx, input);
    await audit(tx, { actorId: actor.id, action: 'permission_type.create', entity: 'permission_type', entityId: String(newId), after: input, ip: actor.ip });
    return newId;
  });
  return presentType((await repo.findType(ctx.db, id))!);
}

/** PUT /hr/permission-types/:id: new rules apply to permissions filed from now on; audited with the old values. */
export async function updatePermissionType(ctx: Ctx, actor: Actor, id: number, input: TPermissionTypeInput): Promise<TPermissionType> {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findType(tx, id);
    if (!before || !(await repo.updateType(tx, id, input))) throw new AppError('NOT_FOUND');
    await audit(tx, { actorId: actor.id, action: 'permission_type.update', entity: 'permission_type', entityId: String(id), before, after: input, ip: actor.ip });
  });
  return presentType((await repo.findType(ctx.db, id))!);
}
