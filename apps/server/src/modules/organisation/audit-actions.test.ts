import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ar from '@hr/shared/i18n/ar';
import en from '@hr/shared/i18n/en';
import { describe, expect, it } from 'vitest';

/**
 * The audit log in words: every action and entity the server writes has a phrase in
 * English and in Arabic, so a new one cannot reach HR's audit page as a raw key. The actions are
 * read from the server's source: the string literals after `action:` and in calls of an `…Audit(`
 * helper; an action built from a template must be listed below with what it becomes.
 */
const SRC = fileURLToPath(new URL('../..', import.meta.url));
const TEMPLATES: Record<string, string[]> = {
  '`${kind}.create`': ['site.create', 'department.create', 'section.create'],
  '`${kind}.update`': ['site.update', 'department.update', 'section.update'],
  '`auth.password_${used.purpose}`': ['auth.password_reset', 'auth.password_setup', 'auth.password_invite'],
  '`leave.${action}`': ['leave.approved', 'leave.approved_step', 'leave.rejected'],
  '`leave.change.${decision}`': ['leave.change.approve', 'leave.change.reject'],
  '`${kind}.approve_step`': ['overtime.approve_step', 'permission.approve_step', 'shift_swap.approve_step'],
  '`annual_settlement.${input.decision}`': ['annual_settlement.grant', 'annual_settlement.pay', 'annual_settlement.refused'],
  '`${kind}.${decision}`': ['overtime.approve', 'overtime.reject', 'permission.approve', 'permission.reject', 'shift_swap.approve', 'shift_swap.reject'],
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name);
    if (d.isDirectory()) return d.name === 'test' ? [] : sources(p);
    return d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') ? [p] : [];
  });
}

/** What the source writes: actions (with where), entities and the templates it could not read. */
function written() {
  const actions = new Map<string, string>();
  const entities = new Set<string>();
  const unknownTemplates: string[] = [];
  for (const file of sources(SRC)) {
    const where = relative(SRC, file);
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const at = line.search(/\baction: |[A-Za-z]Audit\(/);
      if (at >= 0) {
        const rest = line.slice(at);
        for (const m of rest.matchAll(/'([a-z_]+(?:\.[a-z_]+)+)'/g)) actions.set(m[1], where);
        const template = /(`[^`]*\$\{[^`]*`)/.exec(rest)?.[1];
        if (template && /\baction: `/.test(rest)) {
          const known = TEMPLATES[template];
          if (known) for (const a of known) actions.set(a, where);
          else unknownTemplates.push(`${where}: ${template}`);
        }
      }
      for (const m of line.matchAll(/\bentity: '([a-z_]+)'/g)) entities.add(m[1]);
    }
  }
  return { actions, entities, unknownTemplates };
}

describe('the audit log in words', () => {
  const w = written();

  it('reads the actions from the source (the scan itself works)', () => {
    for (const a of ['leave.request', 'auth.login_failed', 'settings.logo', 'setup.dismiss', 'site.create', 'holiday.confirm']) expect(w.actions.has(a), a).toBe(true);
    expect(w.entities.has('leave_request')).toBe(true);
  });

  it('knows every action built from a template', () => {
    expect(w.unknownTemplates).toEqual([]);
  });

  it('has every action in English and Arabic', () => {
    const missing: string[] = [];
    for (const [action, where] of w.actions) {
      const key = action.replaceAll('.', '__');
      for (const [lang, dict] of [['en', en], ['ar', ar]] as const) {
        const phrase = (dict.org.audit.actions as Record<string, string>)[key];
        if (!phrase?.trim()) missing.push(`${lang} ${action} (${where})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has every entity in English and Arabic', () => {
    const missing = [...w.entities].filter((e) => ![en, ar].every((d) => ((d.org.audit.entities as Record<string, string>)[e] ?? '').trim()));
    expect(missing).toEqual([]);
  });

  it('keeps the Arabic phrases Arabic', () => {
    for (const [key, phrase] of Object.entries(ar.org.audit.actions)) expect(/[\u0600-\u06FF]/.test(phrase), key).toBe(true);
  });
});
