// DOM helpers both sample apps use (docs/playground.md#sample-apps).

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export const formatMoney = (amount) => money.format(amount);

/** An id that changes on every load, as a framework's generated ids do. */
export const randomId = (name) => `${name}-${Math.random().toString(36).slice(2, 8)}`;

/** A new element with attributes (`text` sets its text; `true` an empty attribute) and children. */
export function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === "text") node.textContent = value;
    else if (value !== false && value !== undefined) node.setAttribute(name, value === true ? "" : value);
  }
  node.append(...children);
  return node;
}

/** Shows or clears a field's message (`<id>-error` unless named) and marks the field invalid for assistive technology. */
export function setFieldError(field, message, errorId = `${field.id}-error`) {
  const error = document.getElementById(errorId);
  if (message) field.setAttribute("aria-invalid", "true");
  else field.removeAttribute("aria-invalid");
  if (error) {
    error.textContent = message ?? "";
    error.hidden = !message;
  }
}

/** A field's message goes as soon as the field is edited; the next submit checks it again. */
export function clearErrorsOnEdit(form) {
  const clear = (event) => {
    const field = event.target;
    if (field.getAttribute("aria-invalid") !== "true") return;
    field.removeAttribute("aria-invalid");
    for (const id of (field.getAttribute("aria-describedby") ?? "").split(/\s+/)) {
      const message = id ? document.getElementById(id) : null;
      if (message?.classList.contains("field-error")) {
        message.textContent = "";
        message.hidden = true;
      }
    }
  };
  form.addEventListener("input", clear);
  form.addEventListener("change", clear);
}
