import { hasEasternDigits, normalizeDigits } from '@hr/shared';

const NUMERIC_MODES = new Set(['numeric', 'decimal', 'tel']);
/** The value setter of the element's prototype: React tracks values set through the instance, and would then not see a change. */
const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
const EASTERN_DIGIT = /^[\u0660-\u0669\u06F0-\u06F9]$/;
/** The date pickers' sections list (pickersSectionListClasses.root). */
const SECTION_LIST = 'MuiPickersSectionList-root';

/**
 * Fields that hold a number, an ID, a phone or a date: inputs of type number or tel, with a
 * numeric input mode, or marked data-digits="latin" (the sign-in identifier, an e-mail or an ID);
 * and the date pickers' sections (contenteditable spinbuttons, or their list when all are selected). Names, reasons and passwords keep
 * what was typed. Time inputs: onTimeKey.
 */
function wantsLatin(el: EventTarget | null): el is HTMLElement {
  if (el instanceof HTMLInputElement) {
    if (el.type === 'password') return false;
    return el.type === 'number' || el.type === 'tel' || NUMERIC_MODES.has(el.inputMode) || el.dataset.digits === 'latin';
  }
  if (!(el instanceof HTMLElement) || !(el.isContentEditable || el.getAttribute('contenteditable') === 'true')) return false;
  // A section; or all of them as one text: after Ctrl+A the pickers make the sections' list the
  // editable element, and the first key typed there lands in it (a ٠ typed after Ctrl+A,
  // Backspace was thrown away, so ٠١١٢٢٠٢٦ became 11/02/2026). A class name, not MUI X's classes
  // object: this file is in the first load and the pickers are not.
  return el.getAttribute('role') === 'spinbutton' || el.classList.contains(SECTION_LIST);
}

/**
 * A time typed as text, 'HH:MM' (24 h): "9", "930", "09:30", "9:30 م", "9:30 pm", in either digit
 * set; null when it is no time of day.
 */
export function parseTypedTime(text: string): string | null {
  const m = /^(\d{1,2})(?::?(\d{2}))?\s*(ص|م|am|pm|a|p)?$/.exec(normalizeDigits(text).trim().toLowerCase());
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? '0');
  if (minute > 59) return null;
  if (m[3]) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (m[3] === 'م' || m[3].startsWith('p') ? 12 : 0);
  } else if (hour > 23) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** Sets an input's value as typing does: through the prototype's setter, then an input event React reads. */
function setTyped(el: HTMLInputElement, value: string) {
  setInputValue.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The Arabic-Indic digits typed so far into each time input, as ASCII ones. */
const typedTimes = new WeakMap<HTMLInputElement, string>();
const timeInput = (el: EventTarget | null): el is HTMLInputElement => el instanceof HTMLInputElement && el.type === 'time';

/**
 * A browser's own time input takes only the digits of the browser's language: with an English
 * Chromium, ٠–٩ typed into it are thrown away. So they are collected here instead: four
 * of them (٠٩٣٠, or ١٧٤٥ for 5:45 PM) set the time at once, fewer set it when the field is left
 * (٩ is 09:00, ٩٣٠ is 09:30). ASCII digits keep the browser's own editing.
 */
function onTimeKey(e: KeyboardEvent) {
  const el = e.target;
  if (!timeInput(el) || !EASTERN_DIGIT.test(e.key) || e.ctrlKey || e.metaKey || e.altKey) return;
  e.preventDefault();
  const typed = (typedTimes.get(el) ?? '') + normalizeDigits(e.key);
  if (typed.length < 4) {
    typedTimes.set(el, typed);
    return;
  }
  typedTimes.delete(el);
  const time = parseTypedTime(typed);
  if (time) setTyped(el, time);
}

function onTimeFocus(e: FocusEvent) {
  const el = e.target;
  if (!timeInput(el)) return;
  const typed = typedTimes.get(el);
  typedTimes.delete(el);
  const time = e.type === 'focusout' && typed ? parseTypedTime(typed) : null;
  if (time) setTyped(el, time);
}

/**
 * Arabic-Indic and Persian digits typed (or pasted) into such a field become ASCII digits before
 * any handler reads the value, so ٣ means 3 everywhere (an Arabic digit in "most days in
 * a row" silently cleared the rule). Capturing listeners for the whole page, installed once; the
 * browser's time inputs are handled by onTimeKey and onTimeFocus.
 */
export function installLatinDigits(target: Window = window): () => void {
  const onInput = (e: Event) => {
    const el = e.target;
    if (!wantsLatin(el)) return;
    if (el instanceof HTMLInputElement) {
      if (!hasEasternDigits(el.value)) return;
      const { selectionStart, selectionEnd } = el;
      setInputValue.call(el, normalizeDigits(el.value));
      if (selectionStart !== null && el.type !== 'number') el.setSelectionRange(selectionStart, selectionEnd);
    } else if (el.textContent && hasEasternDigits(el.textContent)) {
      el.textContent = normalizeDigits(el.textContent);
    }
  };
  target.addEventListener('input', onInput, true);
  target.addEventListener('keydown', onTimeKey, true);
  target.addEventListener('focusin', onTimeFocus, true);
  target.addEventListener('focusout', onTimeFocus, true);
  return () => {
    target.removeEventListener('input', onInput, true);
    target.removeEventListener('keydown', onTimeKey, true);
    target.removeEventListener('focusin', onTimeFocus, true);
    target.removeEventListener('focusout', onTimeFocus, true);
  };
}

let installed = false;
/** Installs the listener once for the page (the app's providers call it). */
export function ensureLatinDigits(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  installLatinDigits(window);
}
