import { EMPLOYEE_DOCUMENTS_MAX, type TEmployeeDocumentInput, type TEmployeeDocumentList } from '@hr/shared';
import type { Actor, Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { scopeFilter } from '../../core/scope.js';
import { audit } from '../organisation/index.js';
import * as docs from './employee-document-repository.js';
import * as repo from './employee-repository.js';

/**
 * A person's documents: the contract, a copy of the ID and others, with the
 * leave attachment's rules (a PDF or image, at most 5 MB) and at most EMPLOYEE_DOCUMENTS_MAX a
 * person. hr and admin upload and delete; site_hr of the person's site reads. Uploads and
 * deletions are audited (without the bytes).
 */
const MAX_BYTES = 5 * 1024 * 1024;
const canWrite = (actor: Actor) => actor.roles.includes('hr') || actor.roles.includes('admin');

/** The person, if the viewer's HR scope holds them; NOT_FOUND otherwise. */
async function personInScope(ctx: Ctx, actor: Actor, employeeId: number, write: boolean) {
  if (write ? !canWrite(actor) : !(canWrite(actor) || actor.roles.includes('site_hr'))) throw new AppError('FORBIDDEN');
  const row = await repo.findEmployee(ctx.db, employeeId, scopeFilter(actor, 'hr.read'));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function listDocuments(ctx: Ctx, actor: Actor, employeeId: number): Promise<TEmployeeDocumentList> {
  await personInScope(ctx, actor, employeeId, false);
  const rows = await docs.listDocuments(ctx.db, employeeId);
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind as TEmployeeDocumentList['items'][number]['kind'],
      fileName: r.fileName,
      mimeType: r.mimeType,
      size: r.size,
      uploadedBy: r.uploadedBy ? { id: r.uploadedBy[0], EmpCode: r.uploadedBy[1], FullName: r.uploadedBy[2], fullNameAr: r.uploadedBy[3] } : null,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
  };
}

export async function uploadDocument(ctx: Ctx, actor: Actor, employeeId: number, input: TEmployeeDocumentInput): Promise<TEmployeeDocumentList> {
  await personInScope(ctx, actor, employeeId, true);
  const content = Buffer.from(input.contentBase64, 'base64');
  if (content.length === 0) throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'contentBase64', message: 'validation.required' }] });
  if (content.length > MAX_BYTES) throw new AppError('FILE_TOO_LARGE');
  await ctx.db.transaction(async (tx) => {
    // One upload at a time per person, so two at once cannot pass the cap together.
    await repo.lockEmployee(tx, employeeId);
    if ((await docs.countDocuments(tx, employeeId)) >= EMPLOYEE_DOCUMENTS_MAX) throw new AppError('DOCUMENTS_FULL', { params: { count: EMPLOYEE_DOCUMENTS_MAX } });
    const id = await docs.insertDocument(tx, { employeeId, kind: input.kind, fileName: input.fileName, mimeType: input.mimeType, size: content.length, content, uploadedById: actor.id });
    await audit(tx, { actorId: actor.id, action: 'employee.document.upload', entity: 'employee', entityId: employeeId, after: { documentId: id, kind: input.kind, fileName: input.fileName, size: content.length }, ip: actor.ip });
  });
  return listDocuments(ctx, actor, employeeId);
}

export async function getDocument(ctx: Ctx, actor: Actor, employeeId: number, documentId: number) {
  await personInScope(ctx, actor, employeeId, false);
  const d = await docs.findDocument(ctx.db, employeeId, documentId);
  if (!d) throw new AppError('NOT_FOUND');
  return d;
}

export async function deleteDocument(ctx: Ctx, actor: Actor, employeeId: number, documentId: number): Promise<TEmployeeDocumentList> {
  await personInScope(ctx, actor, employeeId, true);
  await ctx.db.transaction(async (tx) => {
    const gone = await docs.deleteDocument(tx, employeeId, documentId);
    if (!gone) throw new AppError('NOT_FOUND');
    await audit(tx, { actorId: actor.id, action: 'employee.document.delete', entity: 'employee', entityId: employeeId, before: { documentId, kind: gone.kind, fileName: gone.fileName }, ip: actor.ip });
  });
  return listDocuments(ctx, actor, employeeId);
}
