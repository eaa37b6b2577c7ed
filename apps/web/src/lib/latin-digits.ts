import { hasEasternDigits, normalizeDigits } from '@hr/shared';

const NUMERIC_MODES = new Set(['numeric', 'decimal', 'tel']);
/** The value setter of the element's prototype: React tracks values set through the instance, and would then not see a change. */
const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/**
 * Fields that hold a number, an ID, a phone or a date: inputs of type number or tel, with a
 * numeric input mode, or marked data-digits="latin" (the sign-in identifier, an e-mail or an ID);
 * and the date pickers' sections (contenteditable spinbuttons). Names, reasons and passwords keep
 * what was typed.
 */
function wantsLatin(el: EventTarget | null): el is HTMLElement {
  if (el instanceof HTMLInputElement) {
    if (el.type === 'password') return false;
    return el.type === 'number' || el.type === 'tel' || NUMERIC_MODES.has(el.inputMode) || el.dataset.digits === 'latin';
  }
  return el instanceof HTMLElement && el.getAttribute('role') === 'spinbutton' && (el.isContentEditable || el.getAttribute('contenteditable') === 'true');
}

/**
 * Arabic-Indic and Persian digits typed (or pasted) into such a field become ASCII digits before
 * any handler reads the value, so ٣ means 3 everywhere (issue 17: an Arabic digit in "most days in
 * a row" silently cleared the rule). One capturing listener for the whole page, installed once.
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
  return () => target.removeEventListener('input', onInput, true);
}

let installed = false;
/** Installs the listener once for the page (the app's providers call it). */
export function ensureLatinDigits(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  installLatinDigits(window);
}
