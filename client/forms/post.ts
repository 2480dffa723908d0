/** Post fields to an endpoint the way a plain HTML form does: build a hidden form and submit it (the page navigates). */

/** Submit `fields` as a POST form to `action`; the browser leaves the page. */
export function postHiddenForm(action: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
