/** What each Configuration tab is given (docs/platform-demo.md#configuration). */
import type { Verdict } from "../../access";
import type { DemoData, DemoProject } from "../../model";
import type { TestManagement } from "../test-cases/model";
import type { MailServer, ProjectSettings } from "./model";

export type TabProps = {
  data: DemoData;
  project: DemoProject;
  settings: ProjectSettings;
  /** Stores the project's settings and says `message` in the area's status line. */
  save: (next: ProjectSettings, message: string) => void;
  saveMailServer: (next: MailServer, message: string) => void;
  /** Labels are carried by name on the test cases: a rename, merge or delete follows through. */
  saveTestManagement: (next: (tm: TestManagement) => TestManagement) => void;
  say: (message: string) => void;
  may: { project: Verdict; license: Verdict };
};
