import { httpRoutes, type StaffAccessAnswer } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../auth/request-user.ts';
import { contractSchema } from '../http/schemas.ts';
import type { StaffList } from './staff-list.ts';

/** Whether the contacts page shows the prompt tester's link, and whether the tester can answer. */
export function registerStaffRoutes(server: FastifyInstance, staff: StaffList, llmConfigured: boolean): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    httpRoutes.staffAccess.path,
    { schema: contractSchema('staffAccess'), config: { identity: 'verified-user' } },
    async (request): Promise<StaffAccessAnswer> => {
      const isStaff = await staff.isStaff(userOf(request).id);
      // Whether a model is configured is the staff's business only.
      return { staff: isStaff, llm: isStaff && llmConfigured };
    },
  );
}
