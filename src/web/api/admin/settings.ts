import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ShopSettingsInput } from '#contract/settings.js';
import type { ShopConfig } from '#contract/shop-defaults.js';
import { apiRequest } from '#web/http/api-client.js';

// The shop's settings as the owner edits them. Visitors get them embedded in each page, so only the
// admin panel asks for them, and this file stays out of the storefront's code.

export const settingsKeys = {
  all: ['settings'] as const,
};

export function fetchSettings(signal?: AbortSignal): Promise<ShopConfig> {
  return apiRequest<ShopConfig>('/settings', { signal });
}

export function saveSettings(input: ShopSettingsInput): Promise<ShopConfig> {
  return apiRequest<ShopConfig>('/settings', { method: 'PUT', body: input });
}

export const settingsQuery = () => queryOptions({ queryKey: settingsKeys.all, queryFn: ({ signal }) => fetchSettings(signal) });

/**
 * The response is the stored settings: it becomes the query's data, which the placeholder-number banner
 * reads too. The storefront takes the new settings from the next page it loads, as every visitor does.
 */
export const saveSettingsMutation = mutationOptions({
  mutationFn: saveSettings,
  onSuccess: (config, _input, _result, { client }) => {
    client.setQueryData(settingsKeys.all, config);
  },
});
