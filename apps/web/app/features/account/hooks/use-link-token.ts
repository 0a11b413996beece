import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * The `?token=` of an e-mailed link, read on the client (pages are
 * prerendered without query strings). The token is kept in memory and, once
 * read, dropped from the address bar so it does not linger in history or get
 * shared with a screenshot (docs/accounts-flow.md, "Links").
 * Undefined until read; null when the address has no token.
 */
export function useLinkToken(): string | null | undefined {
  const [params, setParams] = useSearchParams();
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (token !== undefined) return;
    const fromUrl = params.get("token")?.trim() || null;
    setToken(fromUrl);
    if (!fromUrl) return;
    const rest = new URLSearchParams(params);
    rest.delete("token");
    setParams(rest, { replace: true, preventScrollReset: true });
  }, [params, setParams, token]);
  return token;
}
