/** /api/reminders: the opt-in daily reminder email (GET and PUT the settings) and its one-click unsubscribe. */
import { z } from 'zod';
import { isTimeZone, LATEST_REMINDER_HOUR } from '../reminders';

export const reminderSettingsSchema = z.object({
  is_on: z.boolean(),
  /** The learner's local hour (0-23) in time_zone; null when off. */
  hour: z.number().int().min(0).max(LATEST_REMINDER_HOUR).nullable(),
  time_zone: z.string(),
});
export type ReminderSettingsDto = z.infer<typeof reminderSettingsSchema>;

const HOUR_MESSAGE = 'Choose an hour from 0 to 23, or null to turn the reminder off.';

/** PUT body: the hour (null turns the reminder off) and the browser's IANA time zone. */
export const reminderSettingsRequestSchema = z.strictObject({
  hour: z.number({ message: HOUR_MESSAGE }).int(HOUR_MESSAGE).min(0, HOUR_MESSAGE).max(LATEST_REMINDER_HOUR, HOUR_MESSAGE).nullable(),
  time_zone: z.string({ message: 'time_zone must be an IANA time zone such as "Europe/Madrid".' }).refine(isTimeZone, 'time_zone must be an IANA time zone such as "Europe/Madrid".'),
});

/** The secret of an emailed unsubscribe link. */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** POST /api/reminders/unsubscribe (RFC 8058 one-click, sent by mail clients): the reminder is off. */
export const unsubscribedSchema = z.object({ is_on: z.literal(false) });
