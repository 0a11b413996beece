/**
 * The document download entries of the self-learning video screen
 * (docs/product/data.md#document-download-entry): one archive of the self-learning
 * documents, its path written with the {brand} token. The build writes it from content/docs
 * (apps/web/plugins/self-learning-docs.ts); with no entry the screen says
 * "No download link available".
 */
export const academyDocuments: ReadonlyArray<{ downloadurl: string }> = [
  { downloadurl: "/downloads/{brand}-self-learning-docs.zip" },
];
