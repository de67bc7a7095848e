/** The "Daily reminder" card: turn the reminder email on or off and choose its hour, in this device's time zone (ADR 030). */
import { type ReactNode, useId, useState } from 'react';
import { DEFAULT_REMINDER_HOUR, LATEST_REMINDER_HOUR } from '#/shared/reminders';
import { Alert } from '#/web/components/alert';
import { Button } from '#/web/components/button';
import { useT } from '#/web/i18n/use-t';
import { useReminderSettings, useSaveReminderSettings } from './api/reminder-settings';
import { remindersCatalogue } from './messages/catalogue';
import { describeTimeZone, deviceTimeZone, formatHour, isSameTimeZone } from './time-words';

const HOURS = Array.from({ length: LATEST_REMINDER_HOUR + 1 }, (_, hour) => hour);

export function DailyReminderSettings() {
  const t = useT(remindersCatalogue);
  // English keeps the browser's own clock (6 PM or 18:00); another interface language shows its own.
  const clockLocale = t.locale === 'en' ? undefined : t.locale;
  const settings = useReminderSettings();
  const save = useSaveReminderSettings();
  const [chosenHour, setChosenHour] = useState<number | null>(null);
  const ids = { heading: useId(), hour: useId(), zone: useId() };
  const device = deviceTimeZone();

  const card = (children: ReactNode) => (
    <section aria-labelledby={ids.heading} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={ids.heading} className="text-lg font-semibold text-slate-900">{t('title')}</h2>
      {children}
    </section>
  );
  if (settings.isPending) return card(<p className="mt-1 text-sm text-slate-600">{t('loading')}</p>);
  if (settings.isError) return card(<Alert tone="error" className="mt-2">{settings.error.message}</Alert>);

  const { is_on: isOn, hour, time_zone: savedZone } = settings.data;
  const shownHour = chosenHour ?? hour ?? DEFAULT_REMINDER_HOUR;
  const isOtherZone = isOn && !isSameTimeZone(savedZone, device);
  const saveHour = (next: number | null) => save.mutate({ hour: next, time_zone: device });

  return card(
    <>
      <p className="mt-1 text-sm text-slate-700">{t('about')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            role="switch"
            checked={isOn}
            aria-checked={isOn}
            disabled={save.isPending}
            aria-describedby={ids.zone}
            onChange={(event) => saveHour(event.target.checked ? shownHour : null)}
            className="h-5 w-5 accent-indigo-600"
          />
          {t('emailMe')}
        </label>
        {isOn && (
          <label htmlFor={ids.hour} className="flex items-center gap-2 text-sm text-slate-700">
            <span>{t('sendAt')}</span>
            <select
              id={ids.hour}
              value={shownHour}
              disabled={save.isPending}
              onChange={(event) => {
                const next = Number(event.target.value);
                setChosenHour(next);
                saveHour(next);
              }}
              className="rounded-md border border-slate-300 px-2 py-1"
            >
              {HOURS.map((option) => (
                <option key={option} value={option}>{formatHour(option, clockLocale)}</option>
              ))}
            </select>
          </label>
        )}
      </div>
      <p id={ids.zone} className="mt-3 text-sm text-slate-600">
        {isOtherZone
          ? t('otherZone', { savedZone: describeTimeZone(savedZone, undefined, clockLocale), deviceZone: describeTimeZone(device, undefined, clockLocale) })
          : t('thisZone', { zone: describeTimeZone(device, undefined, clockLocale) })}
      </p>
      {isOtherZone && (
        <Button variant="secondary" className="mt-2" disabled={save.isPending} onClick={() => saveHour(hour)}>
          {t('useThisZone')}
        </Button>
      )}
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-600">
        {save.isPending ? t('saving') : save.isSuccess ? (isOn ? t('savedOn', { hour: formatHour(shownHour, clockLocale) }) : t('savedOff')) : ''}
      </p>
      {save.isError && <Alert tone="error">{save.error.message}</Alert>}
    </>,
  );
}
