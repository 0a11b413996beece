/**
 * The Integrations area of the Platform's demo mode (issue 28, item 8;
 * docs/platform-integrations.md): the screen, its store interface with an
 * in-memory store, and the tools' facts.
 */
export { IntegrationsScreen, type IntegrationsScreenProps } from "./components/integrations-screen";
export type { IntegrationValues } from "./schema";
export { pipelineSnippet } from "./snippets";
export { createMemoryIntegrationStore, type IntegrationStore, type SavedIntegration } from "./store";
export { docsSuites, type Suite, type Tool, type ToolId, tools } from "./tools";
