import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An accessible name that starts with `label` (MUI adds ' *' to required fields, a select its value). */
export const named = (label: string) => new RegExp(`^${escape(label)}`);
/** Exactly `text`, ignoring surrounding space. */
export const exactly = (text: string) => new RegExp(`^\\s*${escape(text)}\\s*$`);

/** The date (or date-time) field labelled `label`: MUI X renders it as a group of spinbuttons. */
export const dateField = (label: string) => screen.getByRole('group', { name: named(label) });

/**
 * Types into a date field as a person does: clicks its day section, then types the digits
 * ('25/11/2026' or '25/11/2026 09:30 AM': separators are skipped, the field moves on by itself).
 */
export async function typeDate(user: UserEvent, label: string, text: string) {
  // The day section, wherever the field shows it (in Arabic a date-time field shows the time first).
  const day = within(dateField(label)).getByRole('spinbutton', { name: i18n.t('dateField.day') });
  await user.click(day);
  await user.keyboard(text.replace(/[/: ]/g, ''));
}

/** Opens the select labelled `label` and picks the option named `option`. */
export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: named(label) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/**
 * Types a date and time into a date-time field section by section, as a person clicks them:
 * the date ('20/11/2026'), the time ('09:30'), then the key for AM/PM ('A' or 'P'; 'ص' or 'م'
 * in Arabic). In Arabic the field shows the time before the date, so typing does not run on.
 */
export async function typeDateTime(user: UserEvent, label: string, date: string, time: string, meridiem: string) {
  await typeDate(user, label, date);
  const group = dateField(label);
  await user.click(within(group).getByRole('spinbutton', { name: i18n.t('attendanceIssues.timePicker.hours') }));
  await user.keyboard(time.replace(':', ''));
  await user.click(within(group).getByRole('spinbutton', { name: i18n.t('attendanceIssues.timePicker.meridiem') }));
  await user.keyboard(meridiem);
}
