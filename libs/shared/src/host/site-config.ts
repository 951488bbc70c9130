import { createContext, useContext } from 'react';
import type { SiteConfigAnswer } from '../contracts/site.ts';

/** How the server runs (local identity provider, mode), fetched once by the shell. */
export const SiteConfigContext = createContext<SiteConfigAnswer>({ mode: 'production', localIdentityProvider: false });
SiteConfigContext.displayName = 'SiteConfigContext';

export const useSiteConfig = () => useContext(SiteConfigContext);
