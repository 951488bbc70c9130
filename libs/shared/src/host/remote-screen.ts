import type { ComponentType } from 'react';

/** What every exposed module of a remote is: a screen component as its default export. */
export interface RemoteScreenModule {
  default: ComponentType;
}
