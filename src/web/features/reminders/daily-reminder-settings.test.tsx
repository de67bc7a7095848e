// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReminderSettingsDto } from '#/shared/api/reminders';
import { DailyReminderSettings } from './daily-reminder-settings';

const server = vi.hoisted(() => ({ settings: undefined as unknown, save: vi.fn(), isSuccess: false, device: 'Europe/Madrid' }));
vi.mock('./api/reminder-settings', () => ({
  useReminderSettings: () => ({ data: server.settings, isPending: false, isError: false, error: null }),
  useSaveReminderSettings: () => ({ mutate: server.save, isPending: false, isSuccess: server.isSuccess, isError: false, error: null }),
}));
vi.mock('./time-words', async (original) => ({ ...(await original<typeof import('./time-words')>()), deviceTimeZone: () => server.device }));

function renderCard(settings: ReminderSettingsDto, options: { isSaved?: boolean; device?: string } = {}) {
  server.settings = settings;
  server.isSuccess = options.isSaved ?? false;
  server.device = options.device ?? 'Europe/Madrid';
  render(<DailyReminderSettings />);
}

beforeEach(() => server.save.mockReset());
afterEach(cleanup);

describe('the Daily reminder card', () => {
  it("is off at first: turning it on saves the early-evening hour in this device's time zone", () => {
    renderCard({ is_on: false, hour: null, time_zone: 'UTC' });
    expect(screen.getByRole('heading', { name: 'Daily reminder' })).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'Email me a daily reminder' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(screen.queryByLabelText('Send it at')).toBeNull();
    expect(screen.getByText(/^Times are in your time zone: .*Madrid/)).toBeTruthy();
    fireEvent.click(toggle);
    expect(server.save).toHaveBeenCalledWith({ hour: 18, time_zone: 'Europe/Madrid' });
  });

  it('shows the saved hour when on, saves a new one, and turns off with the switch', () => {
    renderCard({ is_on: true, hour: 7, time_zone: 'Europe/Madrid' }, { isSaved: true });
    const hour = screen.getByLabelText('Send it at') as HTMLSelectElement;
    expect(hour.value).toBe('7');
    expect(hour.options).toHaveLength(24);
    expect(screen.getByRole('status').textContent).toMatch(/^Saved: a reminder every day at 7/);
    fireEvent.change(hour, { target: { value: '21' } });
    expect(server.save).toHaveBeenLastCalledWith({ hour: 21, time_zone: 'Europe/Madrid' });
    fireEvent.click(screen.getByRole('switch', { name: 'Email me a daily reminder' }));
    expect(server.save).toHaveBeenLastCalledWith({ hour: null, time_zone: 'Europe/Madrid' });
  });

  it('says when the reminder follows another time zone than this device, and offers to switch', () => {
    renderCard({ is_on: true, hour: 8, time_zone: 'America/New_York' }, { device: 'Asia/Tokyo' });
    expect(screen.getByText(/^Your reminder follows .*New York.* time; this device is on .*Tokyo.* time\.$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Use this device's time zone" }));
    expect(server.save).toHaveBeenCalledWith({ hour: 8, time_zone: 'Asia/Tokyo' });
  });
});
