import { createContext, useContext } from "react";

// The server renders with the request's CSP nonce; in the browser the value is never read back
// (browsers hide nonce attributes), so an empty string is correct there.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
