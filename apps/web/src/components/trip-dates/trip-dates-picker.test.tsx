import { INVALID_END_TIME, INVALID_START_TIME } from '@waymark/domain';
import type { PlanDates } from '@waymark/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { TRIP_DATES_HINT, TripDatesPicker } from './trip-dates-picker.tsx';

// A Friday in New Zealand; 28 November 2026 is the Saturday after.
const TODAY = '2026-11-20';

function renderPicker(initial?: PlanDates) {
  const onSave = vi.fn<(dates: PlanDates) => void>();
  const user = userEvent.setup();
  render(<TripDatesPicker today={TODAY} initial={initial} onSave={onSave} />);
  const day = (date: string) => screen.getByRole('button', { name: new RegExp(`^\\w+ ${date}\\b`) });
  const save = () => screen.getByRole('button', { name: 'Save trip dates' });
  return { user, onSave, day, save };
}

describe('the trip-dates picker', () => {
  test('days before today cannot be chosen; today can', () => {
    const { day } = renderPicker();
    expect(day('19 November 2026')).toBeDisabled();
    expect(day('1 November 2026')).toBeDisabled();
    expect(day('20 November 2026')).toBeEnabled();
    expect(day('20 November 2026')).toHaveAccessibleName('Friday 20 November 2026, today');
    expect(day('30 November 2026')).toBeEnabled();
  });

  test('the hint says to select the date twice for a day trip', () => {
    renderPicker();
    expect(screen.getByText(TRIP_DATES_HINT)).toHaveTextContent('Select the date twice for a day trip.');
  });

  test('selecting a day twice makes a day trip, from 8:00am to 5:00pm unless changed', async () => {
    const { user, onSave, day, save } = renderPicker();
    expect(save()).toBeDisabled();

    await user.click(day('28 November 2026'));
    expect(save()).toBeDisabled();
    expect(
      screen.getByText('First day Sat 28th Nov. Choose the last day, or the same day again for a day trip.'),
    ).toBeInTheDocument();
    await user.click(day('28 November 2026'));
    expect(day('28 November 2026')).toHaveAccessibleName('Saturday 28 November 2026, day trip');
    expect(screen.getByText('Day trip on Sat 28th Nov.')).toBeInTheDocument();

    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({
      date: { start: '2026-11-28', end: '2026-11-28' },
      start_time: '08:00',
      end_time: '17:00',
    });
  });

  test('times offer hours 00 to 12, minutes 00, 15, 30, 45, and AM or PM', () => {
    renderPicker();
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    const hours = ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];
    for (const part of ['Start', 'End']) {
      expect(options(`${part} hour`)).toEqual(hours);
      expect(options(`${part} minutes`)).toEqual(['00', '15', '30', '45']);
      expect(options(`${part} AM or PM`)).toEqual(['AM', 'PM']);
    }
  });

  test('on a day trip the end must come after the start: "Invalid end time." and nothing saved', async () => {
    const { user, onSave, day, save } = renderPicker();
    await user.click(day('28 November 2026'));
    await user.click(day('28 November 2026'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Start hour' }), '09');
    await user.selectOptions(screen.getByRole('combobox', { name: 'End hour' }), '07');
    await user.selectOptions(screen.getByRole('combobox', { name: 'End AM or PM' }), 'AM');

    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_END_TIME);
    const endHour = screen.getByRole('combobox', { name: 'End hour' });
    expect(endHour).toBeInvalid();
    expect(endHour).toHaveAccessibleDescription(INVALID_END_TIME);

    await user.click(save());
    expect(onSave).not.toHaveBeenCalled();
    expect(endHour).toHaveFocus();

    // The same start and end time is no trip either; an hour later is.
    await user.selectOptions(endHour, '09');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_END_TIME);
    await user.selectOptions(screen.getByRole('combobox', { name: 'End minutes' }), '15');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({
      date: { start: '2026-11-28', end: '2026-11-28' },
      start_time: '09:00',
      end_time: '09:15',
    });
  });

  test('over several days any times will do, and an earlier second day becomes the start', async () => {
    const { user, onSave, day, save } = renderPicker();
    await user.click(day('30 November 2026'));
    await user.click(day('28 November 2026'));
    expect(day('28 November 2026')).toHaveAccessibleName('Saturday 28 November 2026, first day of the trip');
    expect(day('30 November 2026')).toHaveAccessibleName('Monday 30 November 2026, last day of the trip');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Start hour' }), '11');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Start AM or PM' }), 'PM');
    await user.selectOptions(screen.getByRole('combobox', { name: 'End hour' }), '06');
    await user.selectOptions(screen.getByRole('combobox', { name: 'End AM or PM' }), 'AM');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({
      date: { start: '2026-11-28', end: '2026-11-30' },
      start_time: '23:00',
      end_time: '06:00',
    });
  });

  test('a third day starts a new choice, and clicking a chosen day trip again clears it', async () => {
    const { user, day, save } = renderPicker();
    await user.click(day('28 November 2026'));
    await user.click(day('30 November 2026'));
    await user.click(day('25 November 2026'));
    expect(save()).toBeDisabled();
    await user.click(day('25 November 2026'));
    expect(save()).toBeEnabled();
    await user.click(day('25 November 2026'));
    expect(save()).toBeDisabled();
    expect(screen.getByText('Choose the first day of your trip.')).toBeInTheDocument();
  });

  test('starts from the dates already chosen; a start now in the past is "Invalid start time."', async () => {
    const { user, onSave, day, save } = renderPicker({
      date: { start: '2026-11-18', end: '2026-11-22' },
      start_time: '07:30',
      end_time: '16:45',
    });
    expect(screen.getByRole('combobox', { name: 'Start hour' })).toHaveValue('07');
    expect(screen.getByRole('combobox', { name: 'Start minutes' })).toHaveValue('30');
    expect(screen.getByRole('combobox', { name: 'End hour' })).toHaveValue('04');
    expect(screen.getByRole('combobox', { name: 'End minutes' })).toHaveValue('45');
    expect(screen.getByRole('combobox', { name: 'End AM or PM' })).toHaveValue('PM');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_START_TIME);

    await user.click(save());
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Start hour' })).toHaveFocus();

    await user.click(day('21 November 2026'));
    await user.click(day('22 November 2026'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({
      date: { start: '2026-11-21', end: '2026-11-22' },
      start_time: '07:30',
      end_time: '16:45',
    });
  });

  test('the calendar moves by arrow keys and chooses with Enter', async () => {
    const { user, onSave, day, save } = renderPicker();
    day('20 November 2026').focus();
    await user.keyboard('{ArrowRight}');
    expect(day('21 November 2026')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day('28 November 2026')).toHaveFocus();
    await user.keyboard('{Enter}{PageDown}');
    expect(day('28 December 2026')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ date: { start: '2026-11-28', end: '2026-12-27' } }),
    );
  });
});
