/**
 * Moves focus to the first field the checkout refused, in the order the form shows them, so a
 * keyboard or screen-reader user lands on what to fix instead of staying on the submit button.
 * A group (payment options, the neighbour list) focuses its first control.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  const target = invalid.matches('input, select, textarea, button')
    ? invalid
    : invalid.querySelector<HTMLElement>('input, select, textarea, button');
  if (!target) return false;
  target.focus();
  return true;
}
