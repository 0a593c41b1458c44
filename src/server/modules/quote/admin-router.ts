import { adminListInput } from '../../../shared/schemas/admin';
import { adminProcedure } from '../../trpc/procedures';
import { listAdminQuotes } from './service/admin-list';

// Admin procedures of the quote router (issue 14: the admin Quotes list of every shop).
export const quoteAdminProcedures = {
  getAdminQuotes: adminProcedure.input(adminListInput).query(({ ctx, input }) => listAdminQuotes(ctx, input)),
};
