import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { useAppStore } from '@/lib/app-store.ts';
import { selectOption } from '@/lib/session/testing/select-option.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { usePlanDraft } from '@/lib/use-plan-draft.ts';
import { planInputOf } from '@/lib/working-plan.ts';
import { resetStore } from '@/test/render-app.tsx';
import { SafetySection } from './safety-section.tsx';

vi.setConfig({ testTimeout: 20_000 });

const routeburn = { id: 2, type: 'Track', slug: 'routeburn-track', title: 'Routeburn Track' };
const LABEL = 'Tell my emergency contact if we have not checked in within';

/** The section as the editor wires it: every change goes into the working plan. */
function EditorSafety({ canChangeGrace = true }: { canChangeGrace?: boolean }) {
  const { plan, edit } = usePlanDraft(routeburn);
  return <SafetySection plan={plan} canChangeGrace={canChangeGrace} onChange={edit} />;
}

/** The working plan reads itself again from the server through the app's query client. */
const inApp = (ui: ReactElement) => (
  <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>
);

beforeEach(resetStore);

describe('the grace period in the plan’s safety details (issue 14)', () => {
  test('offers the domain’s choices and starts at 2 hours', async () => {
    const user = userEvent.setup();
    render(inApp(<EditorSafety />));
    const select = screen.getByRole('combobox', { name: LABEL });
    expect(select).toHaveTextContent('2 hours');

    await user.click(select);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '1 hour',
      '2 hours',
      '3 hours',
      '4 hours',
      '6 hours',
      '8 hours',
      '12 hours',
      '24 hours',
    ]);
  });

  test('the choice is kept on the working plan and sent with it', async () => {
    const user = userEvent.setup();
    render(inApp(<EditorSafety />));
    await selectOption(user, LABEL, '6 hours');

    expect(screen.getByRole('combobox', { name: LABEL })).toHaveTextContent('6 hours');
    const plan = useAppStore.getState().plan;
    expect(plan?.grace_hours).toBe(6);
    expect(plan && planInputOf(plan, true).grace_hours).toBe(6);
  });

  test('an editor sees the grace period but cannot change it: it is the owner’s (decision 024)', () => {
    render(inApp(<EditorSafety canChangeGrace={false} />));
    const select = screen.getByRole('combobox', { name: LABEL });
    expect(select).toBeDisabled();
    expect(screen.getByText(/Only the person who made this plan can change it/)).toBeVisible();
  });
});
