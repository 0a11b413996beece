/**
 * Shown first, hidden once the app has mounted (docs/product/blocks.md#loader): root.tsx sets
 * `data-mounted` on <html> and app.css hides the bar. It is a thin strip so
 * prerendered content stays readable before hydration.
 */
export function AppLoader() {
  return <div className="app-loader" role="presentation" data-testid="app-loader" />;
}
