// Meridian Procurement, the playground's sample purchase-order app
// (docs/playground.md#sample-apps). The entry of both pages, chosen by
// <body data-page>: the list (list-page.js) and the new order (here). State lives in sessionStorage under "playground.orders.";
// ?reset=1 clears it, ?bug=1 injects the one wrong behaviour (orderTotal),
// ?bug=0 removes it.

import { clearErrorsOnEdit, element, formatMoney, randomId, setFieldError } from "../common/dom.js";
import { initList } from "./list-page.js";
import { allOrders, applyQueryFlags, base, formatDate, isoDate, parseDate, store } from "./order-store.js";
import { suppliers } from "./records.js";
import { supplierLookup } from "./supplier-lookup.js";

export { suppliers };

/**
 * The order total. The injected bug: it drops the last line (line totals stay right).
 */
export function orderTotal(lines, bug = store.get("bug", false)) {
  const counted = bug ? lines.slice(0, -1) : lines;
  return counted.reduce((sum, line) => sum + lineTotal(line), 0);
}

/** A line's amount; a quantity or price that is not a number yet counts as nothing. */
const lineTotal = ({ quantity, unitPrice }) =>
  Number.isFinite(quantity) && Number.isFinite(unitPrice) ? quantity * unitPrice : 0;

const lineValues = (row) => {
  const [item, quantity, unitPrice] = row.querySelectorAll("input");
  return { item: item.value.trim(), quantity: Number(quantity.value), unitPrice: Number(unitPrice.value) };
};

/** The delivery date's rule: a weekday, today or later. */
export function deliveryDateError(value, today = new Date()) {
  if (!value) return "Enter a delivery date";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return "Enter a date like 2026-12-01";
  const date = parseDate(value);
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  if (date < start) return "Delivery date cannot be in the past";
  if (date.getDay() === 0 || date.getDay() === 6) return "Delivery date must be a weekday";
  return null;
}

function initNew() {
  const form = document.getElementById("po-form");
  const summary = document.getElementById("error-summary");
  clearErrorsOnEdit(form);
  const costCenter = form.elements.namedItem("costCenter");
  // Generated on every load, as some enterprise UI frameworks do; the label points at it.
  costCenter.id = randomId("select");
  document.getElementById("cost-center-label").htmlFor = costCenter.id;
  const delivery = document.getElementById("delivery-date");
  delivery.min = isoDate(new Date());
  const body = document.querySelector("#line-items tbody");
  const totalOutput = document.getElementById("order-total");
  const submit = form.querySelector('button[type="submit"]');
  submit.id = randomId("btn");
  const lookup = supplierLookup((supplier) => {
    if (supplier) setFieldError(lookup.input, null, "supplier-error");
  });

  const rows = () => [...body.rows];
  const lines = () => rows().map(lineValues);
  const updateTotals = () => {
    for (const row of rows()) row.querySelector(".line-total").textContent = formatMoney(lineTotal(lineValues(row)));
    totalOutput.textContent = formatMoney(orderTotal(lines()));
  };
  const renumber = () => {
    const all = rows();
    all.forEach((row, index) => {
      const number = index + 1;
      row.cells[0].textContent = String(number);
      const [item, quantity, unitPrice] = row.querySelectorAll("input");
      item.setAttribute("aria-label", `Item, line ${number}`);
      quantity.setAttribute("aria-label", `Quantity, line ${number}`);
      unitPrice.setAttribute("aria-label", `Unit price, line ${number}`);
      const remove = row.querySelector(".remove button");
      remove.querySelector(".visually-hidden").textContent = ` line ${number}`;
      remove.disabled = all.length === 1;
    });
  };
  const cellInput = (attributes) => {
    const errorId = randomId("line-error");
    const input = element("input", { id: randomId("line"), "aria-describedby": errorId, ...attributes });
    input.addEventListener("input", updateTotals);
    return element("td", {}, input, element("p", { class: "field-error", id: errorId, hidden: true }));
  };
  const addLine = () => {
    const remove = element(
      "button",
      { type: "button", class: "button subtle" },
      "Remove",
      element("span", { class: "visually-hidden" }),
    );
    const row = element(
      "tr",
      {},
      element("td"),
      cellInput({ type: "text", class: "item", name: "item" }),
      cellInput({ type: "number", name: "quantity", min: "1", step: "1", inputmode: "numeric", value: "1" }),
      cellInput({ type: "number", name: "unitPrice", min: "0.01", step: "0.01", inputmode: "decimal" }),
      element("td", { class: "num line-total" }),
      element("td", { class: "remove" }, remove),
    );
    remove.addEventListener("click", () => {
      const index = rows().indexOf(row);
      row.remove();
      renumber();
      updateTotals();
      rows()[Math.min(index, rows().length - 1)]?.querySelector("input")?.focus();
    });
    body.append(row);
    renumber();
    updateTotals();
    return row;
  };
  document.getElementById("add-line-button").addEventListener("click", () => addLine().querySelector("input").focus());
  addLine();

  const validate = () => {
    const problems = [];
    const check = (field, errorId, message) => {
      setFieldError(field, message, errorId);
      if (message) problems.push({ field, message });
    };
    check(
      lookup.input,
      "supplier-error",
      lookup.selected() ? null : lookup.input.value.trim() ? "Choose a supplier from the list" : "Enter a supplier",
    );
    check(costCenter, "cost-center-error", costCenter.value ? null : "Choose a cost center");
    check(delivery, "delivery-date-error", deliveryDateError(delivery.value));
    rows().forEach((row, index) => {
      const [item, quantity, unitPrice] = row.querySelectorAll("input");
      const line = lineValues(row);
      const at = `line ${index + 1}`;
      check(item, item.getAttribute("aria-describedby"), line.item ? null : `Enter an item for ${at}`);
      check(
        quantity,
        quantity.getAttribute("aria-describedby"),
        Number.isInteger(line.quantity) && line.quantity >= 1 ? null : `Enter a whole quantity of 1 or more for ${at}`,
      );
      check(
        unitPrice,
        unitPrice.getAttribute("aria-describedby"),
        unitPrice.value && line.unitPrice > 0 ? null : `Enter a unit price above 0 for ${at}`,
      );
    });
    return problems;
  };

  const dialog = document.getElementById("confirm-dialog");
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const problems = validate();
    if (problems.length > 0) {
      summary.querySelector("ul").replaceChildren(
        ...problems.map(({ field, message }) => {
          const link = element("a", { href: `#${field.id}`, text: message });
          link.addEventListener("click", (click) => {
            click.preventDefault();
            field.focus();
          });
          return element("li", {}, link);
        }),
      );
      summary.hidden = false;
      summary.focus();
      return;
    }
    summary.hidden = true;
    document.getElementById("confirm-supplier").textContent = lookup.selected().name;
    document.getElementById("confirm-delivery").textContent = formatDate(delivery.value);
    document.getElementById("confirm-lines").textContent = String(rows().length);
    document.querySelector('[data-testid="confirm-total"]').textContent = formatMoney(orderTotal(lines()));
    dialog.showModal();
  });
  dialog.querySelector("[data-close-dialog]").addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => {
    if (dialog.returnValue !== "submitted") submit.focus();
  });
  dialog.querySelector('[data-testid="confirm-submit"]').addEventListener("click", () => {
    const highest = Math.max(...allOrders().map((order) => Number(order.number.slice(3))));
    const number = `PO-${highest + 1}`;
    store.set("created", [
      ...store.get("created", []),
      {
        number,
        supplier: lookup.selected().name,
        created: isoDate(new Date()),
        delivery: delivery.value,
        total: orderTotal(lines()),
        status: "Pending approval",
        costCenter: costCenter.value,
        lines: lines(),
        notes: document.getElementById("notes").value.trim(),
      },
    ]);
    store.set("flash", `Purchase order ${number} was submitted for approval.`);
    dialog.close("submitted");
    location.assign(`${base}/index.html`);
  });
}

const pages = { list: initList, new: initNew };

applyQueryFlags();
pages[document.body.dataset.page]?.();
