import type { Plan } from '@forja/contracts';
import { api } from '@/lib/api-client';
import { useLoad } from './use-load';

/** GET /api/plans (public): the plans in display order. */
export function getPlans(signal?: AbortSignal): Promise<Plan[]> {
  return api.get<Plan[]>('/api/plans', { signal });
}

export function usePlans() {
  return useLoad(getPlans);
}
