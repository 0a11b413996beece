/** What the locator-tree illustration shows for each kind of application Finder inspects. */
export type LocatorTarget = "web" | "mobile" | "salesforce" | "msdynamics";

type TreeNode = { depth: number; label: string; picked?: boolean };
type Candidate = { locator: string; score: number; matches: string };

export type LocatorScene = { window: string; tree: TreeNode[]; candidates: Candidate[] };

export const locatorScenes: Record<LocatorTarget, LocatorScene> = {
  web: {
    window: "Web Locator Finder · shop.example/checkout",
    tree: [
      { depth: 0, label: "<body>" },
      { depth: 1, label: "<main>" },
      { depth: 2, label: "<form id=checkout>" },
      { depth: 3, label: "<label> Email" },
      { depth: 3, label: "<input name=email>", picked: true },
      { depth: 3, label: "<button> Pay now" },
    ],
    candidates: [
      { locator: "//input[@name='email']", score: 98, matches: "1 match" },
      { locator: "input[data-testid='email']", score: 96, matches: "1 match" },
      { locator: "//label[.='Email']/following::input[1]", score: 86, matches: "1 match" },
      { locator: "/html/body/main/form/div[2]/input", score: 24, matches: "fragile" },
    ],
  },
  mobile: {
    window: "Mobile App Locator Finder · Pixel 8",
    tree: [
      { depth: 0, label: "FrameLayout" },
      { depth: 1, label: "LinearLayout" },
      { depth: 2, label: "EditText  email" },
      { depth: 2, label: "EditText  password" },
      { depth: 2, label: "Button  Sign in", picked: true },
      { depth: 1, label: "RecyclerView" },
    ],
    candidates: [
      { locator: "accessibility id: sign_in", score: 98, matches: "1 match" },
      { locator: "id: com.shop:id/sign_in", score: 95, matches: "1 match" },
      { locator: "//*[@text='Sign in']", score: 84, matches: "1 match" },
      { locator: "//LinearLayout/Button[3]", score: 22, matches: "fragile" },
    ],
  },
  salesforce: {
    window: "Salesforce Locator Finder · Account",
    tree: [
      { depth: 0, label: "records-record-layout" },
      { depth: 1, label: "lightning-input-field" },
      { depth: 2, label: "#shadow-root" },
      { depth: 3, label: "label  Account Name" },
      { depth: 3, label: "input  id=input-417", picked: true },
      { depth: 1, label: "lightning-button  Save" },
    ],
    candidates: [
      { locator: "field label: Account Name", score: 97, matches: "1 match" },
      { locator: "lightning-input-field[data-field=Name]", score: 93, matches: "1 match" },
      { locator: "//label[.='Account Name']/..//input", score: 85, matches: "1 match" },
      { locator: "#input-417", score: 12, matches: "unstable" },
    ],
  },
  msdynamics: {
    window: "MS Dynamics Locator Finder · Contact form",
    tree: [
      { depth: 0, label: "form  Contact" },
      { depth: 1, label: "section  Summary" },
      { depth: 2, label: "div  data-id=firstname" },
      { depth: 2, label: "div  data-id=emailaddress1", picked: true },
      { depth: 1, label: "grid  Open cases" },
      { depth: 2, label: "row  CAS-01422" },
    ],
    candidates: [
      { locator: "field: emailaddress1 (Email)", score: 98, matches: "1 match" },
      { locator: "[data-id='emailaddress1.fieldControl']", score: 94, matches: "1 match" },
      { locator: "grid cell: Case number = CAS-01422", score: 90, matches: "1 match" },
      { locator: "#id-9f3c-22-input", score: 14, matches: "generated" },
    ],
  },
};
