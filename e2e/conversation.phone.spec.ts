import { test } from './fixtures';
import { chatOnBooking } from './conversation-journey';

test('on two 360 px phones a seeker and a plumber talk on a booking: live both ways, a number hidden until paid, a photo seen, a message written offline sent later', async ({
  page,
  browser,
}) => {
  await chatOnBooking(page, browser, { phone: true });
});
