/**
 * Read a form's values from the DOM at submit time. The fields are uncontrolled, so this is
 * exactly what the visitor sees, including anything typed or selected before hydration.
 */

/** The string value of each named control, as a native submit would send it ('' when absent). */
export function readForm<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = data.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The value of the control with id `id` inside `form` ('' if absent): for fields that carry no name. */
export function controlValue(form: HTMLFormElement, id: string): string {
  const control = form.elements.namedItem(id);
  return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement
    ? control.value
    : '';
}
