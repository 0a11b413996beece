// Meridian Procurement's supplier lookup: an ARIA combobox whose suggestions arrive after a short delay
// (docs/playground.md#sample-apps).

import { element } from "../common/dom.js";
import { suppliers } from "./records.js";

/** The supplier lookup: an ARIA 1.2 combobox with a list that suggests suppliers as you type. */
export function supplierLookup(onChange) {
  const input = document.getElementById("supplier");
  const listbox = document.getElementById("supplier-listbox");
  const status = document.getElementById("supplier-status");
  const details = document.getElementById("supplier-details");
  let matches = [];
  let active = -1;
  let selected = null;
  let timer;

  const options = () => [...listbox.querySelectorAll('[role="option"]:not([aria-disabled])')];
  const close = () => {
    listbox.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  };
  const highlight = (index) => {
    const items = options();
    active = index;
    items.forEach((item, position) => {
      item.setAttribute("aria-selected", String(position === index));
    });
    const item = items[index];
    if (item) {
      input.setAttribute("aria-activedescendant", item.id);
      item.scrollIntoView({ block: "nearest" });
    } else input.removeAttribute("aria-activedescendant");
  };
  const choose = (supplier) => {
    selected = supplier;
    input.value = supplier.name;
    details.textContent = `${supplier.id} · ${supplier.city}`;
    details.hidden = false;
    close();
    onChange(supplier);
  };
  const open = () => {
    listbox.replaceChildren(
      ...matches.map((supplier, index) => {
        const option = element(
          "div",
          { role: "option", id: `supplier-option-${index}`, "aria-selected": "false" },
          supplier.name,
          " ",
          element("span", { class: "meta", text: `${supplier.id} · ${supplier.city}` }),
        );
        // Keep focus in the input while the pointer picks an option.
        option.addEventListener("mousedown", (event) => event.preventDefault());
        option.addEventListener("click", () => choose(supplier));
        return option;
      }),
    );
    if (matches.length === 0) {
      listbox.append(
        element("div", { role: "option", "aria-disabled": "true", class: "no-match", text: "No supplier matches" }),
      );
    }
    listbox.hidden = false;
    input.setAttribute("aria-expanded", "true");
    status.textContent =
      matches.length === 0
        ? "No supplier matches"
        : `${matches.length} ${matches.length === 1 ? "supplier" : "suppliers"} found`;
    highlight(-1);
  };
  const search = () => {
    const term = input.value.trim().toLowerCase();
    matches = suppliers.filter((supplier) => `${supplier.name} ${supplier.id}`.toLowerCase().includes(term));
    open();
  };

  input.addEventListener("input", () => {
    selected = null;
    details.hidden = true;
    onChange(null);
    clearTimeout(timer);
    if (input.value.trim().length < 2) {
      close();
      return;
    }
    // A lookup takes a moment on a real back end.
    timer = setTimeout(search, 300);
  });
  input.addEventListener("keydown", (event) => {
    const count = options().length;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (listbox.hidden) {
        if (input.value.trim().length >= 2) search();
        return;
      }
      highlight(count === 0 ? -1 : (active + 1) % count);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (!listbox.hidden && count > 0) highlight(active <= 0 ? count - 1 : active - 1);
    } else if (event.key === "Enter") {
      if (!listbox.hidden && active >= 0 && matches[active]) {
        event.preventDefault();
        choose(matches[active]);
      }
    } else if (event.key === "Escape") {
      if (!listbox.hidden) {
        event.preventDefault();
        close();
      }
    }
  });
  input.addEventListener("blur", () => {
    clearTimeout(timer);
    close();
  });
  return { input, selected: () => selected };
}
