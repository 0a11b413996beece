/**
 * The pages the /documentation index offers first: the tasks new teams look
 * up most in their first weeks (set up people and projects, build, run,
 * wire into CI and the tracker).
 */
export const popularDocPaths = [
  "/docs/project-management/create-project",
  "/docs/user-management/invite-users",
  "/docs/repository/add-elements",
  "/docs/test-development/create-scripts",
  "/docs/test-execution/create-suites",
  "/docs/test-development/pre-post-condition-levels",
  "/docs/configuration/jenkins-integration",
  "/docs/configuration/jira-integration",
] as const;
