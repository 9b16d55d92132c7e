import type { MessageResponse } from '@sevak/shared';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { usePublicConfig } from '../../../lib/public-config';
import { registerPush } from '../utils/push';

/** POST /notifications/token */
function savePushToken(token: string): Promise<unknown> {
  return api.post<MessageResponse>('/notifications/token', { token });
}

/**
 * Once per signed-in session: when the server has push configured (GET /config/public `push`),
 * set up push for this browser. With `push: null` nothing is loaded and nothing is asked.
 */
export function usePushRegistration(): void {
  const { push } = usePublicConfig();

  useEffect(() => {
    if (!push) return;
    const controller = new AbortController();
    void registerPush(push, { saveToken: savePushToken, signal: controller.signal });
    return () => controller.abort();
  }, [push]);
}
