import { useEffect, useState } from 'react';
import type { StaffAccessAnswer } from '../contracts/custom-wisdom.ts';
import { api } from './api-client.ts';

const nobody: StaffAccessAnswer = { staff: false, llm: false };

/**
 * Whether the signed-in account is staff (the server's STAFF_EMAILS) and a language model answers the
 * prompt tester; null until the server has said. A failed call counts as not staff: the server checks
 * every tester call again anyway.
 */
export function useStaffAccess(): StaffAccessAnswer | null {
  const [access, setAccess] = useState<StaffAccessAnswer | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    api
      .get('staffAccess', { signal: abort.signal })
      .then((answer) => setAccess(answer.data ?? nobody))
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  return access;
}
