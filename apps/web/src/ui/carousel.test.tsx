import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { Carousel } from './carousel.tsx';

const photos = ['Lake Harris', 'Harris Saddle', 'Routeburn Falls'];

function renderCarousel() {
  render(
    <Carousel label="Photos of Routeburn Track" slides={photos} renderSlide={(title) => <p>{title}</p>} />,
  );
}

const shownPhoto = () =>
  screen.getAllByRole('group').find((slide) => slide.getAttribute('aria-hidden') !== 'true');

test('the buttons and dots move through the photos, looping at both ends', async () => {
  const user = userEvent.setup();
  renderCarousel();
  expect(screen.getByRole('region', { name: 'Photos of Routeburn Track' })).toBeInTheDocument();
  expect(shownPhoto()).toHaveTextContent('Lake Harris');

  await user.click(screen.getByRole('button', { name: 'Next photo' }));
  expect(shownPhoto()).toHaveTextContent('Harris Saddle');
  expect(screen.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-current', 'true');

  await user.click(screen.getByRole('button', { name: 'Previous photo' }));
  await user.click(screen.getByRole('button', { name: 'Previous photo' }));
  expect(shownPhoto()).toHaveTextContent('Routeburn Falls');

  await user.click(screen.getByRole('button', { name: 'Show photo 1' }));
  expect(shownPhoto()).toHaveTextContent('Lake Harris');
});
