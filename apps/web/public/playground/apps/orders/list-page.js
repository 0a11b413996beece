// The purchase-order list page (index.html): every order in a table, filtered by status.
import { element, formatMoney, randomId } from "../common/dom.js";
import { allOrders, formatDate, store } from "./order-store.js";

const statusClass = {
  Draft: "status-draft",
  "Pending approval": "status-pending",
  Approved: "status-approved",
  Rejected: "status-rejected",
};

export function initList() {
  const flash = store.get("flash", null);
  if (flash) {
    document.getElementById("flash-text").textContent = flash;
    document.getElementById("flash").hidden = false;
    store.remove("flash");
  }
  document.getElementById("flash-dismiss").addEventListener("click", () => {
    document.getElementById("flash").hidden = true;
    document.querySelector('[data-testid="new-po"]').focus();
  });

  const filter = document.getElementById("status-filter");
  const body = document.querySelector("#po-grid tbody");
  const count = document.querySelector('[data-testid="po-count"]');
  const headers = [...document.querySelectorAll("#po-grid th[data-sort]")];
  const sort = { key: "number", direction: "descending" };

  for (const header of headers) {
    const button = element(
      "button",
      { type: "button", class: "sort-button", id: randomId("sort") },
      header.textContent,
      element("span", { class: "sort-icon", "aria-hidden": "true" }),
    );
    header.replaceChildren(button);
    button.addEventListener("click", () => {
      const key = header.dataset.sort;
      sort.direction = sort.key === key && sort.direction === "ascending" ? "descending" : "ascending";
      sort.key = key;
      render();
    });
  }

  const compare = (a, b) => {
    const [x, y] = [a[sort.key], b[sort.key]];
    const order = typeof x === "number" ? x - y : String(x).localeCompare(String(y));
    return sort.direction === "ascending" ? order : -order;
  };

  const render = () => {
    for (const header of headers) {
      const sorted = header.dataset.sort === sort.key;
      if (sorted) header.setAttribute("aria-sort", sort.direction);
      else header.removeAttribute("aria-sort");
      header.querySelector(".sort-icon").textContent = sorted ? (sort.direction === "ascending" ? "▲" : "▼") : "";
    }
    const orders = allOrders();
    const shown = orders.filter((order) => !filter.value || order.status === filter.value).sort(compare);
    body.replaceChildren(
      ...shown.map((order) =>
        element(
          "tr",
          {},
          element("th", { scope: "row", text: order.number }),
          element("td", { text: order.supplier }),
          element("td", { text: formatDate(order.created) }),
          element("td", { text: formatDate(order.delivery) }),
          element("td", { class: "num", text: formatMoney(order.total) }),
          element("td", {}, element("span", { class: `status ${statusClass[order.status]}`, text: order.status })),
        ),
      ),
    );
    if (shown.length === 0) {
      body.append(element("tr", {}, element("td", { colspan: "6", text: "No purchase orders have this status." })));
    }
    count.textContent = `Showing ${shown.length} of ${orders.length} purchase orders`;
  };

  filter.addEventListener("change", render);
  render();
}
