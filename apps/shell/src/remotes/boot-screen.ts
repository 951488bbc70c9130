import { readBootData } from '@app/shared/host';
import { routeManifest, type RouteScreen } from '@app/shared/routes';

/**
 * The screen the server preloads for this page (it knows the route and whether the browser is signed
 * in), when it is one the route manifest knows; otherwise none.
 */
export function bootScreen(): RouteScreen | undefined {
  const screen = readBootData()?.screen;
  if (typeof screen !== 'object' || screen === null) return undefined;
  const { remote, module } = screen as Record<string, unknown>;
  return routeManifest.find((route) => route.screen.remote === remote && route.screen.module === module)?.screen;
}
