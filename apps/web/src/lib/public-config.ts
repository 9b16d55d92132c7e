import {
  DEFAULT_MARKETPLACE_RULES,
  marketplaceConfigOf,
  DEFAULT_DOCUMENT_RETENTION_DAYS,
  DEFAULT_GRIEVANCE_RESPONSE_DAYS,
  DEFAULT_REGISTRATION_RULES,
  paths,
  PRIVACY_NOTICE_VERSION,
  publicConfigSchema,
  paiseToRupees,
  REGISTRATION_FEE_PAISE,
  type PublicConfig,
  type RegistrationRules,
} from '@sevak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from './api';
import { queryKeys } from './query-keys';

/**
 * GET /config/public: the rules the server applies (email domains, password length) and the fee.
 * Forms validate with the defaults until it answers, and keep the defaults if it fails: the server
 * checks everything again anyway. Only lazily loaded pages import this (it brings zod).
 */

const FALLBACK: PublicConfig = {
  ...DEFAULT_REGISTRATION_RULES,
  allowedEmailDomains: [...DEFAULT_REGISTRATION_RULES.allowedEmailDomains],
  registrationFee: paiseToRupees(REGISTRATION_FEE_PAISE),
  // Until the server answers: no contact line is better than a wrong one; no push.
  support: { phone: '', email: '', hours: '' },
  push: null,
  investmentsEnabled: false,
  // The Grievance officer's lines wait for the server too; the periods are the defaults.
  privacy: {
    grievanceOfficer: { name: '', email: '', phone: '', responseDays: DEFAULT_GRIEVANCE_RESPONSE_DAYS },
    documentRetentionDays: DEFAULT_DOCUMENT_RETENTION_DAYS,
  },
  privacyNotice: { version: PRIVACY_NOTICE_VERSION, url: paths.privacyPolicy },
  marketplace: marketplaceConfigOf(DEFAULT_MARKETPLACE_RULES),
  // The operator's lines wait for the server, as the support desk's.
  operator: { legalName: '', address: '', state: '', gstin: null, email: '', phone: '' },
};

async function getPublicConfig(): Promise<PublicConfig> {
  const parsed = publicConfigSchema.safeParse(await api.get<unknown>('/config/public'));
  return parsed.success ? parsed.data : FALLBACK;
}

export function publicConfigQuery() {
  return queryOptions({ queryKey: queryKeys.publicConfig, queryFn: getPublicConfig, staleTime: 60 * 60_000 });
}

export function usePublicConfig(): PublicConfig {
  return useQuery(publicConfigQuery()).data ?? FALLBACK;
}

/** The form rules; the same object until the configuration changes (schemas are cached by it). */
export function useRegistrationRules(): RegistrationRules {
  const { allowedEmailDomains, passwordMinLength } = usePublicConfig();
  return useMemo(() => ({ allowedEmailDomains, passwordMinLength }), [allowedEmailDomains, passwordMinLength]);
}
