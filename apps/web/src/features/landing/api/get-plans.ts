import { publicEndpoints, type Plan } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import { useLoad } from './use-load';

/** GET /api/plans (public): the plans in display order. */
export function getPlans(signal?: AbortSignal): Promise<Plan[]> {
  return apiCall(publicEndpoints.plans, { signal });
}

export function usePlans() {
  return useLoad(getPlans);
}
