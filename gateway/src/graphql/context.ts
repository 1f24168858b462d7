import type { Logger } from 'pino';
import type { Authentication } from '../modules/auth/auth.service';
import type { Viewer } from '../modules/auth/viewer';
import type { Services } from '../services';
import { createLoaders, type Loaders } from './loaders';

/** What every resolver receives; built fresh for each request, so loaders never share data. */
export interface GraphQLContext {
  services: Services;
  loaders: Loaders;
  viewer: Viewer | null;
  /** Why a presented session token was refused (expired, revoked...), if one was. */
  authProblem?: Authentication['problem'];
  requestId: string;
  log: Logger;
  /** The caller's address (behind a trusted proxy, the client's), for per-IP abuse limits. */
  clientIp?: string;
}

export function createContext(
  services: Services,
  auth: Authentication,
  request: { requestId: string; log: Logger; clientIp?: string },
): GraphQLContext {
  return { services, loaders: createLoaders(services, auth.viewer), viewer: auth.viewer, authProblem: auth.problem, ...request };
}
