import type { Logger } from 'pino';
import type { Services } from '../services';
import { createLoaders, type Loaders } from './loaders';

/** What every resolver receives; built fresh for each request, so loaders never share data. */
export interface GraphQLContext {
  services: Services;
  loaders: Loaders;
  requestId: string;
  log: Logger;
}

export function createContext(services: Services, requestId: string, log: Logger): GraphQLContext {
  return { services, loaders: createLoaders(services), requestId, log };
}
