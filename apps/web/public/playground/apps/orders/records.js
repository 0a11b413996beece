// Meridian Procurement's records: its suppliers and the purchase orders the list starts with (docs/playground.md#sample-apps).

export const suppliers = [
  { id: "SUP-0001", name: "Acme Industrial Supply", city: "Chicago, US" },
  { id: "SUP-0002", name: "Brightline Office Products", city: "Leeds, GB" },
  { id: "SUP-0003", name: "Cobalt Logistics GmbH", city: "Hamburg, DE" },
  { id: "SUP-0004", name: "Delta Electronics Ltd", city: "Manchester, GB" },
  { id: "SUP-0005", name: "Evergreen Facilities Services", city: "Portland, US" },
  { id: "SUP-0006", name: "Fulcrum Safety Equipment", city: "Rotterdam, NL" },
  { id: "SUP-0007", name: "Granite Packaging Co.", city: "Denver, US" },
  { id: "SUP-0008", name: "Harbor Freight Partners", city: "Antwerp, BE" },
  { id: "SUP-0009", name: "Ionic Lab Supplies", city: "Lyon, FR" },
  { id: "SUP-0010", name: "Juniper IT Solutions", city: "Austin, US" },
];

/** The orders every session starts with; new ones are kept in sessionStorage ("created"). */
export const seededOrders = [
  ["PO-10421", "Acme Industrial Supply", "2026-11-02", "2026-11-20", 4820, "Approved"],
  ["PO-10422", "Brightline Office Products", "2026-11-04", "2026-11-18", 612.4, "Approved"],
  ["PO-10423", "Juniper IT Solutions", "2026-11-09", "2026-12-01", 18950, "Pending approval"],
  ["PO-10424", "Cobalt Logistics GmbH", "2026-11-10", "2026-11-24", 2310.75, "Rejected"],
  ["PO-10425", "Fulcrum Safety Equipment", "2026-11-12", "2026-12-03", 1146, "Pending approval"],
  ["PO-10426", "Granite Packaging Co.", "2026-11-16", "2026-12-08", 3480, "Draft"],
  ["PO-10427", "Delta Electronics Ltd", "2026-11-19", "2026-12-10", 7215.6, "Approved"],
  ["PO-10428", "Ionic Lab Supplies", "2026-11-23", "2026-12-14", 955.2, "Draft"],
].map(([number, supplier, created, delivery, total, status]) => ({
  number,
  supplier,
  created,
  delivery,
  total,
  status,
}));
