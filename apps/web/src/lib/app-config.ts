import { AppConfigSchema } from '@waymark/domain';
import type { AppConfig } from '@waymark/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** Shown until the config arrives, and if it never does. */
export const DEFAULT_PRODUCT_NAME = 'Waymark';

export function getAppConfig({ signal }: { signal?: AbortSignal } = {}): Promise<AppConfig> {
  return api('config', { schema: AppConfigSchema, signal });
}

/** App settings are read once on start-up (spec 1 §7) and do not change while the tab is open. */
export function configQueryOptions() {
  return queryOptions({
    queryKey: ['config'],
    queryFn: getAppConfig,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useAppConfig() {
  return useQuery(configQueryOptions());
}

/** The product's name as the server calls it; "Waymark" while loading. */
export function useProductName(): string {
  return useAppConfig().data?.product.name ?? DEFAULT_PRODUCT_NAME;
}
