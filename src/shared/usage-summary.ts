/** The admin Usage view and `npm run usage:report`, as GET /api/admin/usage sends it. Money in US dollars. */
import type { z } from 'zod';
import type { usageAccountSchema, usageDaySchema, usageSummarySchema } from './api/admin-usage';


export type UsageDay = z.infer<typeof usageDaySchema>;
export type UsageAccount = z.infer<typeof usageAccountSchema>;
export type UsageSummary = z.infer<typeof usageSummarySchema>;

export const DEMO_VISITORS_LABEL = 'Demo visitors (all sessions)';

/** Dollars for people: cents, or six decimals for the tiny amounts a single call costs. */
export const formatDollars = (amount: number) => `$${amount.toFixed(amount !== 0 && Math.abs(amount) < 0.01 ? 6 : 2)}`;
