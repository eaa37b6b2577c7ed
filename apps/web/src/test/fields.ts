import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An accessible name that starts with `label` (MUI adds ' *' to required fields, a select its value). */
export const named = (label: string) => new RegExp(`^${escape(label)}`);
/** Exactly `text`, ignoring surrounding space. */
export const exactly = (text: string) => new RegExp(`^\\s*${escape(text)}\\s*$`);

/** The date (or date-time) field labelled `label`: MUI X renders it as a group of spinbuttons. */
export const dateField = (label: string) => screen.getByRole('group', { name: named(label) });

/**
 * Types into a date field as a person does: clicks its first section, then types the digits
 * ('25/11/2026' or '25/11/2026 09:30 AM': separators are skipped, the field moves on by itself).
 */
export async function typeDate(user: UserEvent, label: string, text: string) {
  const group = dateField(label);
  const [first] = within(group).getAllByRole('spinbutton');
  await user.click(first!);
  await user.keyboard(text.replace(/[/: ]/g, ''));
}

/** Opens the select labelled `label` and picks the option named `option`. */
export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: named(label) }));
  await user.click(await screen.findByRole('option', { name: option }));
}
