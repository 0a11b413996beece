import type { NlpCategorySource } from "../catalogue-kit.js";
import { accessibility } from "./accessibility.js";
import { alertsAndFrames } from "./alerts-frames.js";
import { androidSpecific } from "./android-actions.js";
import { apiAssertions } from "./api-assertions.js";
import { apiRequests } from "./api-requests.js";
import { browserWindows } from "./browser-windows.js";
import { clickActions } from "./click-actions.js";
import { databaseChecks } from "./database.js";
import { dateTime } from "./date-time.js";
import { dropdownsAndForms } from "./dropdowns-forms.js";
import { emailAndOtp } from "./email-otp.js";
import { csvData, excelData } from "./excel-csv.js";
import { filesAndDownloads } from "./files-downloads.js";
import { iosSpecific } from "./ios-actions.js";
import { cookiesAndStorage, javascript } from "./javascript-storage.js";
import { keyboardInput } from "./keyboard-input.js";
import { math } from "./math.js";
import { mobileDevice } from "./mobile-device.js";
import { mobileGestures } from "./mobile-gestures.js";
import { navigation } from "./navigation.js";
import { pageChecks } from "./page-checks.js";
import { performance } from "./performance.js";
import { screenshotsAndVisual } from "./screenshots-visual.js";
import { strings } from "./strings.js";
import { tables } from "./tables.js";
import { variables } from "./variables.js";
import { verifyElementProperties } from "./verify-element-properties.js";
import { verifyElementState } from "./verify-element-state.js";
import { waits } from "./waits.js";

/** Every NLP family, in the order the catalogue lists its cards. */
export const nlpCategories: NlpCategorySource[] = [
  clickActions,
  keyboardInput,
  navigation,
  browserWindows,
  verifyElementProperties,
  verifyElementState,
  pageChecks,
  waits,
  alertsAndFrames,
  dropdownsAndForms,
  tables,
  variables,
  excelData,
  csvData,
  filesAndDownloads,
  dateTime,
  strings,
  math,
  javascript,
  cookiesAndStorage,
  screenshotsAndVisual,
  mobileGestures,
  mobileDevice,
  iosSpecific,
  androidSpecific,
  apiRequests,
  apiAssertions,
  databaseChecks,
  emailAndOtp,
  accessibility,
  performance,
];
