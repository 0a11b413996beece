declare module "*.md" {
  const doc: { attributes: Record<string, unknown>; html: string };
  export default doc;
}
