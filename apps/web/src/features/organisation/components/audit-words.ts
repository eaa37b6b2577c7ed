import type { i18n as TI18n, TFunction } from 'i18next';
import type { TResources } from '@hr/shared/i18n/en';

type TAudit = TResources['org']['audit'];
export type TAuditEntity = keyof TAudit['entities'];
type TActionKey = keyof TAudit['actions'];
type TVerb = keyof TAudit['verbs'];

/** The translation key of an action: its dots as double underscores ('leave.change.approve' → 'leave__change__approve'). */
export const actionKey = (action: string) => action.replaceAll('.', '__');

/**
 * An audit action in words. Every action the server writes has its phrase (a server
 * test holds its source to it); one of an older version falls back to the phrase of its last word
 * ('….create' → "Created"), then to "Other change": in English with the action made readable, in
 * Arabic without it (never a raw key on the Arabic page).
 */
export function actionInWords(t: TFunction, i18n: Pick<TI18n, 'exists'>, action: string, lang: 'en' | 'ar'): string {
  const key = actionKey(action);
  if (/^[a-z_]+(__[a-z_]+)*$/.test(key) && i18n.exists(`org.audit.actions.${key}`)) return t(`org.audit.actions.${key as TActionKey}`);
  const verb = action.slice(action.lastIndexOf('.') + 1);
  if (/^[a-z_]+$/.test(verb) && i18n.exists(`org.audit.verbs.${verb}`)) return t(`org.audit.verbs.${verb as TVerb}`);
  return t('org.audit.otherAction', { action: lang === 'ar' ? '' : action.replace(/[._]+/g, ' ').trim() });
}

/** An entity's name; an unknown one made readable in English, "Other" in Arabic. */
export function entityInWords(t: TFunction, i18n: Pick<TI18n, 'exists'>, entity: string, lang: 'en' | 'ar'): string {
  if (/^[a-z_]+$/.test(entity) && i18n.exists(`org.audit.entities.${entity}`)) return t(`org.audit.entities.${entity as TAuditEntity}`);
  return lang === 'ar' ? t('org.audit.otherEntity') : entity.replace(/_+/g, ' ');
}

/** The entities the filter offers, as the server writes them. */
export const AUDIT_ENTITIES: readonly TAuditEntity[] = [
  'organisation',
  'site',
  'department',
  'section',
  'shift',
  'holiday',
  'ramadan',
  'employee',
  'employee_import',
  'auth',
  'leave_type',
  'leave_request',
  'leave_balance',
  'delegation',
  'attendance_event',
  'attendance_issue',
  'attendance_day',
  'attendance_import',
  'attendance_device',
  'overtime_request',
  'permission_type',
  'permission_request',
  'calendar_feed',
  'mail',
  'backup',
];
