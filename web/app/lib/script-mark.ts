import { createContext, useContext } from "react";

/**
 * The server's mark for this render (the load context's `scriptMark`, decision 025), which every
 * inline script the app writes carries as its `nonce`: the server allows by hash exactly the
 * scripts that carry it, then takes it off the page. Set only while rendering on the server; in the
 * browser it is undefined, as the page that arrived no longer has it.
 */
export const ScriptMarkContext = createContext<string | undefined>(undefined);

export const useScriptMark = () => useContext(ScriptMarkContext);
