import { input, type NlpDraft, nlpFamily, output } from "../catalogue-kit.js";
import { browserFamily } from "./browser-shared.js";

/** Browser windows and tabs (web only). */
const windowDrafts: NlpDraft[] = [
  {
    name: "Open browser",
    short: "Starts the browser chosen in the run settings.",
    long: "Starts a new browser session with the browser, version and options of the execution settings. Test cases usually get a browser automatically; use this step in suites that close and reopen it on purpose.",
    inputs: [],
  },
  {
    name: "Close browser",
    short: "Closes every window of the browser session.",
    long: "Ends the browser session and closes all of its windows and tabs. Later steps that need a browser open a new one.",
    inputs: [],
  },
  {
    name: "Maximize browser window",
    short: "Maximizes the current browser window.",
    long: "Makes the window as large as the screen allows, so responsive pages show their desktop layout and screenshots are comparable between runs.",
    inputs: [],
  },
  {
    name: "Minimize browser window",
    short: "Minimizes the current browser window.",
    long: "Sends the window to the task bar. Pages may throttle timers while minimized; use it to test how an application behaves in the background.",
    inputs: [],
    since: "1.2",
  },
  {
    name: "Set browser window size",
    short: "Resizes the window to a width and height.",
    long: "Resizes the outer browser window to the pixels you give, to test breakpoints such as 1280, 1024, 768 or 375 pixels wide.",
    inputs: [
      input("width", "Number", "Window width in pixels.", "1280"),
      input("height", "Number", "Window height in pixels.", "800"),
    ],
  },
  {
    name: "Set browser window position",
    short: "Moves the window to a point on the screen.",
    long: "Moves the top-left corner of the window to the screen coordinates you give, to place windows side by side in tests that use two sessions.",
    inputs: [
      input("x", "Number", "Pixels from the left of the screen.", "0"),
      input("y", "Number", "Pixels from the top of the screen.", "0"),
    ],
    since: "1.3",
  },
  {
    name: "Enter full screen mode",
    short: "Switches the browser window to full screen.",
    long: "Puts the window in full-screen mode, the way F11 does, which hides the browser's toolbars for kiosk-style applications.",
    inputs: [],
    since: "1.3",
  },
  {
    name: "Open new tab",
    short: "Opens a new empty tab and switches to it.",
    long: "Opens a new tab in the current window and moves the test into it; the previous tab stays open in the background.",
    inputs: [],
    since: "1.1",
  },
  {
    name: "Open new window",
    short: "Opens a new browser window and switches to it.",
    long: "Opens a separate window of the same session, which shares cookies with the first one. Use it for flows such as two users of one account.",
    inputs: [],
    since: "1.1",
  },
  {
    name: "Switch to tab by index",
    short: "Moves the test to the tab at a position.",
    long: "Switches to the tab at the 1-based position you give, counted in the order the tabs were opened.",
    inputs: [input("index", "Number", "1-based position of the tab.", "2")],
    since: "1.1",
  },
  {
    name: "Switch to tab by title",
    short: "Moves the test to the tab whose title contains a text.",
    long: "Looks through the open tabs and windows and switches to the first one whose page title contains the text you give.",
    inputs: [input("title", "Text", "Text the tab's title contains.", "Order confirmation")],
    since: "1.1",
  },
  {
    name: "Switch to tab by URL",
    short: "Moves the test to the tab whose address contains a text.",
    long: "Switches to the first open tab or window whose URL contains the text you give, which is steadier than titles for pages that change their title.",
    inputs: [input("url part", "Text", "Text the tab's address contains.", "/invoice/")],
    since: "1.3",
  },
  {
    name: "Switch to newly opened tab",
    short: "Moves the test to the tab that the last click opened.",
    long: "Waits for a tab or window that was not there before and switches to it, which suits links with target=_blank and “open in new window” buttons.",
    inputs: [],
    since: "1.2",
  },
  {
    name: "Switch to parent window",
    short: "Returns to the window the test started in.",
    long: "Switches back to the first window of the session, after working in a pop-up or a new tab.",
    inputs: [],
    since: "1.1",
  },
  {
    name: "Close current tab",
    short: "Closes the tab the test is in and returns to the previous one.",
    long: "Closes the current tab or window and switches back to the one that was active before it, so the test can carry on.",
    inputs: [],
    since: "1.1",
  },
  {
    name: "Close all other tabs",
    short: "Closes every tab except the current one.",
    long: "Keeps the tab the test is in and closes all other tabs and windows of the session, to clean up after flows that open many pages.",
    inputs: [],
    since: "1.4",
  },
  {
    name: "Verify number of open tabs is",
    short: "Checks how many tabs and windows are open.",
    long: "Counts the tabs and windows of the session and compares the number with the one you expect, for links that must or must not open new tabs.",
    inputs: [input("expected count", "Number", "How many tabs should be open.", "2")],
    since: "1.2",
  },
  {
    name: "Store number of open tabs into variable",
    short: "Saves how many tabs are open.",
    long: "Counts the open tabs and windows of the session and saves the number into a variable for later comparisons.",
    inputs: [input("variable", "Variable", "Name of the variable to fill.", "tabCount")],
    outputs: [output("tab count", "Number", "How many tabs and windows are open.")],
    since: "1.2",
  },
  {
    name: "Set browser zoom level",
    short: "Zooms the page in or out to a percentage.",
    long: "Sets the page zoom to the percentage you give (100 is normal), to test layouts for users who enlarge text.",
    inputs: [input("percent", "Number", "Zoom level in percent, 25 to 500.", "200")],
    since: "1.5",
  },
];

export const browserWindows = nlpFamily(
  {
    ...browserFamily,
    since: "1.0",
    category: {
      id: "browser-and-window-actions",
      title: "Browser and window actions",
      shortDescription: "Open, size, switch and close browser windows and tabs.",
      description:
        "Control the browser itself: start and close it, maximize or resize the window for responsive checks, open tabs and windows, switch between them by position, title or address, and close them when done.",
      usageCount: 6600,
    },
  },
  windowDrafts,
);
