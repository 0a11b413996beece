/** The enterprise applications with a solution page, and what the enterprise-flow illustration shows for each. */
export type EnterpriseApp = "sap" | "salesforce" | "msdynamics" | "peoplesoft" | "workday" | "service-now" | "oracle";

type Field = readonly [label: string, value: string];

export type EnterpriseScreen =
  | { kind: "tiles"; tiles: readonly (readonly [title: string, count: string])[]; active: number }
  | {
      kind: "record";
      heading: string;
      stages?: readonly string[];
      stage?: number;
      fields: readonly Field[];
      action: string;
    }
  | {
      kind: "grid";
      heading: string;
      trail: string;
      fields: readonly Field[];
      columns: readonly string[];
      rows: readonly (readonly string[])[];
    }
  | { kind: "inbox"; tasks: readonly string[]; heading: string; fields: readonly Field[]; action: string };

export type EnterpriseScene = {
  window: string;
  process: string;
  steps: readonly [string, string, string, string];
  /** The step whose screen the window shows. */
  current: number;
  screen: EnterpriseScreen;
  duration: string;
};

export const enterpriseScenes: Record<EnterpriseApp, EnterpriseScene> = {
  sap: {
    window: "SAP Fiori launchpad · Sales",
    process: "Order-to-cash",
    steps: ["Sales order", "Delivery", "Billing", "Payment"],
    current: 0,
    screen: {
      kind: "tiles",
      tiles: [
        ["Create Sales Order", ""],
        ["Manage Sales Orders", "48"],
        ["Outbound Deliveries", "17"],
        ["Create Billing Doc.", "9"],
        ["Post Payments", "23"],
        ["Customer Balances", "6"],
      ],
      active: 0,
    },
    duration: "6 min 12 s",
  },
  salesforce: {
    window: "Salesforce · Sales Cloud",
    process: "Lead-to-cash",
    steps: ["Convert lead", "Opportunity", "Quote (CPQ)", "Order in ERP"],
    current: 1,
    screen: {
      kind: "record",
      heading: "Opportunity · Acme renewal 2027",
      stages: ["Qualify", "Propose", "Negotiate", "Closed Won"],
      stage: 2,
      fields: [
        ["Account Name", "Acme Corp"],
        ["Amount", "$48,000"],
        ["Close Date", "31/01/2027"],
        ["Owner", "Meera Iyer"],
      ],
      action: "Mark Stage as Complete",
    },
    duration: "4 min 40 s",
  },
  msdynamics: {
    window: "Dynamics 365 Sales · Opportunity",
    process: "Lead to invoice",
    steps: ["Qualify lead", "Develop", "Propose", "F&O invoice"],
    current: 2,
    screen: {
      kind: "record",
      heading: "Fleet telematics upgrade",
      stages: ["Qualify", "Develop", "Propose", "Close"],
      stage: 2,
      fields: [
        ["Topic", "Fleet telematics"],
        ["Est. revenue", "€120,000"],
        ["Account", "Nordlys AS"],
        ["Rating", "Warm"],
      ],
      action: "Next Stage",
    },
    duration: "5 min 03 s",
  },
  peoplesoft: {
    window: "PeopleSoft HCM · Job Data",
    process: "Hire to payroll",
    steps: ["Add person", "Job data", "Approve hire", "First payroll"],
    current: 1,
    screen: {
      kind: "grid",
      heading: "Job Data",
      trail: "Workforce Administration › Job Information › Job Data",
      fields: [
        ["Empl ID", "KU0842"],
        ["Action", "Hire"],
        ["Business Unit", "US001"],
      ],
      columns: ["Eff Date", "Action", "Job Code", "Status"],
      rows: [["01/12/2026", "Hire", "200130", "Active"]],
    },
    duration: "7 min 25 s",
  },
  workday: {
    window: "Workday · My Tasks",
    process: "Hire and onboard",
    steps: ["Position", "Hire", "Approve", "Onboarding"],
    current: 2,
    screen: {
      kind: "inbox",
      tasks: ["Hire: Priya Nair", "Expense report", "Time off request"],
      heading: "Approve Hire: Priya Nair",
      fields: [
        ["Position", "P-01288 QA Analyst"],
        ["Start date", "04/01/2027"],
        ["Location", "Toronto"],
      ],
      action: "Approve",
    },
    duration: "3 min 58 s",
  },
  "service-now": {
    window: "ServiceNow · Service Operations Workspace",
    process: "Incident to resolution",
    steps: ["Report issue", "Triage", "Resolve", "Close"],
    current: 1,
    screen: {
      kind: "record",
      heading: "INC0012345 · VPN drops every hour",
      fields: [
        ["Caller", "Tom Whitfield"],
        ["Priority", "2 - High"],
        ["State", "In Progress"],
        ["Group", "Network Ops"],
      ],
      action: "Resolve",
    },
    duration: "2 min 47 s",
  },
  oracle: {
    window: "Oracle Fusion · Payables",
    process: "Procure-to-pay",
    steps: ["Requisition", "PO approval", "Invoice", "Payment"],
    current: 2,
    screen: {
      kind: "grid",
      heading: "Create Invoice",
      trail: "Payables › Invoices › Create Invoice",
      fields: [
        ["Supplier", "Brightline Ltd"],
        ["PO", "PO-104477"],
        ["Amount", "12,480.00 USD"],
      ],
      columns: ["Line", "Item", "Qty", "Amount"],
      rows: [
        ["1", "Laptop stand", "40", "1,480.00"],
        ["2", "Dock, USB-C", "40", "11,000.00"],
      ],
    },
    duration: "5 min 31 s",
  },
};
