// ServiceStatus from the api's /readyz (rest/health.ts): one current status, so one cache entry.
import type { ServiceStatusResolvers } from '../__generated__/resolvers-types';

export const SERVICE_STATUS_ID = 'current';

export const ServiceStatus: ServiceStatusResolvers = {
  id: () => SERVICE_STATUS_ID,
};
